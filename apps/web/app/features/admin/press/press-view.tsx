import type { PressRelease } from '@mnch/shared';
import { Dialog } from '../../../components/ui';
import { formatDate } from '../../../lib/dates';

/** A press release, read-only. */
export function PressViewDialog({ release, onClose }: { release: PressRelease; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={release.title} size="lg">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Release date</p>
      <p className="text-sm text-slate-900">{formatDate(release.date)}</p>
      <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-slate-700">{release.summary}</p>
      {release.link ? (
        <p className="mt-4 text-sm">
          <span className="font-semibold text-slate-900">Full release: </span>
          <a
            href={release.link}
            target="_blank"
            rel="noreferrer"
            className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {release.link}
          </a>
        </p>
      ) : null}
    </Dialog>
  );
}
