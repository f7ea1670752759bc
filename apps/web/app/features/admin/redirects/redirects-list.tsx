import { ArrowRight, Trash2 } from 'lucide-react';
import { REDIRECT_KIND_LABELS, REDIRECT_MESSAGES, type Redirect } from '@mnch/shared';
import { Badge } from '../../../components/ui';
import { formatDateTime } from '../components/date-time';

interface RedirectsListProps {
  redirects: Redirect[];
  onRemove: (redirect: Redirect) => void;
}

/**
 * The redirects, newest first: the old address, where it leads now, the item and when its slug
 * changed, and Remove. One row each on wide screens, a card each on narrow ones (no sideways scroll).
 */
export function RedirectsList({ redirects, onRemove }: RedirectsListProps) {
  return (
    <ul aria-label="Redirects" className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
      {redirects.map((redirect) => (
        <li
          key={redirect.id}
          className="grid gap-3 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto] md:items-center md:gap-4"
        >
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-600">Old address</p>
            <p className="font-mono text-sm break-all text-slate-900">{redirect.oldPath}</p>
            <p className="mt-1 flex min-w-0 items-start gap-1 text-sm text-slate-700">
              <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              {redirect.currentPath ? (
                <span className="min-w-0">
                  <span className="sr-only">leads to </span>
                  <a
                    href={redirect.currentPath}
                    target="_blank"
                    rel="noreferrer"
                    className="font-mono break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {redirect.currentPath}
                  </a>
                  <span className="sr-only"> (opens in a new tab)</span>
                </span>
              ) : (
                <span className="text-amber-800">{REDIRECT_MESSAGES.itemGone}</span>
              )}
            </p>
          </div>
          <div className="min-w-0">
            <p className="break-words font-semibold text-slate-900">{redirect.itemTitle ?? `#${redirect.itemId}`}</p>
            <p className="mt-1">
              <Badge tone="neutral">{REDIRECT_KIND_LABELS[redirect.kind]}</Badge>
            </p>
          </div>
          <p className="text-sm text-slate-700">Since {formatDateTime(redirect.createdAt)}</p>
          <div className="flex md:justify-end">
            <button
              type="button"
              onClick={() => onRemove(redirect)}
              aria-label={`Remove the redirect from ${redirect.oldPath}`}
              className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
            >
              <Trash2 aria-hidden="true" className="size-4" /> Remove
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
