import { Copy, Share2 } from 'lucide-react';
import { clsx } from 'clsx';
import { shareCopy } from '../content/share';
import { toast } from '../lib/toast';
import { shareTargets } from '../lib/share';
import { useHydrated } from '../lib/use-hydrated';
import { buttonClasses } from './ui';

export interface ShareMenuProps {
  /** The summary's text ("Share article"). */
  label: string;
  /** The page's public title and absolute address: all the share links carry. */
  title: string;
  url: string;
  /** The links' id, for a link to them (`#share`): the browser opens the disclosure to show its target. */
  id?: string;
  className?: string;
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(shareCopy.copied);
  } catch {
    toast.error(shareCopy.copyFailed);
  }
}

/**
 * Share a public page (an island: islands/registry.ts): a native `<details>` disclosure whose links share
 * by mail and to the common networks, with scripts and without them; Copy link needs the scripts and is
 * shown once hydrated, and a browser without scripts is told so (docs/no-script.md).
 */
export function ShareMenu({ label, title, url, id, className }: ShareMenuProps) {
  const hydrated = useHydrated();
  const pill =
    'inline-flex min-h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 transition-colors hover:bg-brand-50 hover:text-brand-800';
  return (
    <details className={clsx('group open:basis-full', className)}>
      <summary
        className={buttonClasses({
          variant: 'secondary',
          className: 'w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        })}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {label}
      </summary>
      <div id={id} className="mt-3 scroll-mt-40 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200">
        <ul aria-label={shareCopy.targets} className="flex flex-wrap gap-2">
          {shareTargets({ title, url }).map((target) => (
            <li key={target.name}>
              {target.href.startsWith('mailto:') ? (
                <a href={target.href} className={pill}>
                  {target.name}
                </a>
              ) : (
                <a href={target.href} target="_blank" rel="noopener noreferrer" className={pill}>
                  {target.name}
                  <span className="sr-only"> {shareCopy.newTab}</span>
                </a>
              )}
            </li>
          ))}
          {hydrated ? (
            <li>
              <button type="button" onClick={() => void copyLink(url)} className={pill}>
                <Copy aria-hidden="true" className="size-4" />
                {shareCopy.copyLink}
              </button>
            </li>
          ) : null}
        </ul>
        {/* Until the scripts run Copy link is not there; a browser without them (`scripting: none`) is told why. */}
        {hydrated ? null : <p className="mt-2 hidden px-1 text-sm text-slate-600 noscript:block">{shareCopy.copyNeedsScripts}</p>}
      </div>
    </details>
  );
}
