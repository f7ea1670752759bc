import type { ReactNode } from 'react';
import { Eye, History, Pencil, Trash2 } from 'lucide-react';

/** A table's square icon button (the colours are the caller's). */
export const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-md transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** A column heading: its text, and classes beside the padding (e.g. `whitespace-nowrap`). */
export type Column = string | { label: string; className: string };

interface DataTableProps {
  /** The scrolling region's accessible name, e.g. "Jobs". */
  label: string;
  /** The headings before the last one, "Actions". */
  columns: Column[];
  /** The body's rows. */
  children: ReactNode;
  /** False for a read-only table: no "Actions" heading (its rows have no RowActions cell). */
  actions?: boolean;
}

/** A back-office table in its scrolling, focusable region, with an "Actions" heading last (unless `actions` is false). */
export function DataTable({ label, columns, children, actions = true }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" role="region" aria-label={label} tabIndex={0}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => {
              const { label: text, className } = typeof column === 'string' ? { label: column, className: '' } : column;
              return (
                <th key={text} scope="col" className={className ? `px-4 py-3 ${className}` : 'px-4 py-3'}>
                  {text}
                </th>
              );
            })}
            {actions ? (
              <th scope="col" className="px-4 py-3 text-right">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** What a table is given to open a row's view, form and delete dialogs. */
export interface RowHandlers<Item> {
  onView: (item: Item) => void;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}

interface RowActionsProps {
  /** The row's name in the buttons' accessible names, e.g. the job's title. */
  name: string;
  /** The kind of row in the edit and delete names, e.g. "Job" ("Edit Job: …"). */
  noun: string;
  /** The view button's name before the row's, when not "View {noun}" (e.g. "View Details"). */
  viewLabel?: string;
  /** Tooltips "View", "Edit", "Delete" instead of the names' first part. */
  shortTitles?: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's last cell: its View, Edit and Delete buttons. */
export function RowActions({ name, noun, viewLabel = `View ${noun}`, shortTitles = false, onView, onEdit, onDelete }: RowActionsProps) {
  const buttons = [
    { label: viewLabel, short: 'View', icon: Eye, tone: 'text-slate-700 hover:bg-slate-100', onClick: onView },
    { label: `Edit ${noun}`, short: 'Edit', icon: Pencil, tone: 'text-brand-800 hover:bg-brand-50', onClick: onEdit },
    { label: `Delete ${noun}`, short: 'Delete', icon: Trash2, tone: 'text-red-700 hover:bg-red-50', onClick: onDelete },
  ];
  return (
    <td className="px-4 py-2">
      <div className="flex justify-end gap-1">
        {buttons.map(({ label, short, icon: Icon, tone, onClick }) => (
          <button
            key={short}
            type="button"
            onClick={onClick}
            aria-label={`${label}: ${name}`}
            title={shortTitles ? short : label}
            className={`${ICON_BUTTON} ${tone}`}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        ))}
      </div>
    </td>
  );
}

/** A row's History button: opens the item's revisions (revision-history-lazy.tsx). */
export function HistoryButton({
  name,
  onClick,
  size,
}: {
  name: string;
  onClick: () => void;
  /** Instead of size-9, e.g. size-8. */ size?: string;
}) {
  const classes = size ? ICON_BUTTON.replace('size-9', size) : ICON_BUTTON;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`History: ${name}`}
      title="History"
      className={`${classes} text-slate-700 hover:bg-slate-100`}
    >
      <History aria-hidden="true" className="size-4" />
    </button>
  );
}
