import { RotateCcw, Trash2 } from 'lucide-react';
import type { TrashEntry } from '@mnch/shared';
import { formatShortDate } from '../components/content-status';
import { formatDateTime } from '../components/date-time';
import { Badge, Button } from '../../../components/ui';
import { SelectAllCheckbox, SelectRowCheckbox, type BulkSelection } from '../components/bulk-selection';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the purge (at least 0). */
export function daysLeft(purgeAt: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(purgeAt).getTime() - now) / DAY_MS));
}

const daysText = (n: number) => (n === 0 ? 'less than a day' : n === 1 ? '1 day' : `${n} days`);

interface TrashListProps {
  entries: TrashEntry[];
  isAdmin: boolean;
  /** The entry being restored (its button is busy). */
  restoring?: number;
  onRestore: (entry: TrashEntry) => void;
  onDeleteForever: (entry: TrashEntry) => void;
  /** The bulk selection (bulk-selection.tsx): a checkbox per entry and one for the page. */
  selection?: BulkSelection;
}

/**
 * The trash's entries, newest deleted first: what it is, who deleted it and when, how long it is kept,
 * and its actions. One row each on wide screens, stacked on narrow ones.
 */
export function TrashList({ entries, isAdmin, restoring, onRestore, onDeleteForever, selection }: TrashListProps) {
  const rows = entries.map((entry) => ({ id: entry.id, name: `${entry.type}: ${entry.label}` }));
  return (
    <>
      {selection ? (
        <div className="mb-2 px-4">
          <SelectAllCheckbox selection={{ ...selection, rows }} visibleLabel />
        </div>
      ) : null}
      <ul aria-label="Deleted items" className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
        {entries.map((entry) => {
          const left = daysLeft(entry.purgeAt);
          return (
            <li
              key={entry.id}
              className="grid gap-3 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-center md:gap-4"
            >
              <div className="flex min-w-0 items-start gap-3">
                {selection ? (
                  <span className="pt-0.5">
                    <SelectRowCheckbox selection={selection} id={entry.id} name={`${entry.type}: ${entry.label}`} />
                  </span>
                ) : null}
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{entry.label}</p>
                  <p className="mt-1">
                    <Badge tone="neutral">{entry.type}</Badge>
                  </p>
                </div>
              </div>
              <p className="text-sm text-slate-700">
                Deleted {formatDateTime(entry.deletedAt)}
                <span className="block text-xs text-slate-600">by {entry.deletedByName ?? 'a former user'}</span>
              </p>
              <p className="text-sm text-slate-700">
                <span className={left <= 3 ? 'font-semibold text-red-800' : undefined}>Kept {daysText(left)} more</span>
                <span className="block text-xs text-slate-600">deleted for good on {formatShortDate(entry.purgeAt)}</span>
              </p>
              <div className="flex flex-wrap gap-2 md:justify-end">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onRestore(entry)}
                  loading={restoring === entry.id}
                  loadingText="Restoring..."
                  aria-label={`Restore ${entry.type}: ${entry.label}`}
                >
                  <RotateCcw aria-hidden="true" className="size-4" /> Restore
                </Button>
                {isAdmin ? (
                  <button
                    type="button"
                    onClick={() => onDeleteForever(entry)}
                    aria-label={`Delete forever ${entry.type}: ${entry.label}`}
                    className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
                  >
                    <Trash2 aria-hidden="true" className="size-4" /> Delete forever
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
