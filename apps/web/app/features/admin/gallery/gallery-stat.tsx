import type { LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';

const ICON_TONES = {
  teal: 'bg-brand-50 text-brand-700',
  blue: 'bg-blue-50 text-blue-700',
} as const;

/**
 * A figure card like the shared StatCard, for a figure that is already text (a size such as "12.4 MB").
 * Shows a dash, never an invented figure, when the value is not known.
 */
export function GalleryStat({
  label,
  value,
  loading,
  icon: Icon,
  note,
  tone = 'teal',
}: {
  label: string;
  value: string | null;
  loading: boolean;
  icon: LucideIcon;
  note?: string;
  tone?: keyof typeof ICON_TONES;
}) {
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-2 text-2xl font-semibold tracking-tight whitespace-nowrap text-slate-900 sm:text-3xl">
            {loading ? (
              <>
                <span aria-hidden="true" className="inline-block h-8 w-16 animate-pulse rounded bg-slate-200 align-middle" />
                <span className="sr-only">Loading</span>
              </>
            ) : value === null ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">Not available</span>
              </>
            ) : (
              value
            )}
          </p>
        </div>
        <span className={clsx('hidden size-11 shrink-0 items-center justify-center rounded-lg sm:flex', ICON_TONES[tone])}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      {note && !loading ? <p className="mt-2 text-xs text-slate-500">{note}</p> : null}
    </div>
  );
}
