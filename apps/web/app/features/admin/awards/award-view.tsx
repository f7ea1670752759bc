import type { AwardItem } from '@mnch/shared';
import { Dialog } from '../../../components/ui';

/** An award, read-only. */
export function AwardViewDialog({ award, onClose }: { award: AwardItem; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={award.title} size="lg">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Awarded by</dt>
          <dd className="text-sm text-slate-900">{award.awardedBy}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Year</dt>
          <dd className="text-sm text-slate-900">{award.year}</dd>
        </div>
      </dl>
      {award.description ? <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-slate-700">{award.description}</p> : null}
    </Dialog>
  );
}
