import { Children, cloneElement, isValidElement, useId, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, Eye, History, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import './data-table.css';
import { useCanWrite } from './access';
import { inputClasses } from '../../../components/form-fields';
import { nextSort, sortOptions, sortState, type SortField } from './sort';
import { SelectAllCheckbox, SelectRowCheckbox, useTableSelection, type TableSelection } from './bulk-selection';

/** A table's square icon button (the colours are the caller's). */
export const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-md transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** The colours of a row's icon buttons, by what they do. */
export const TONES = {
  view: 'text-slate-700 hover:bg-slate-100',
  edit: 'text-brand-800 hover:bg-brand-50',
  delete: 'text-red-700 hover:bg-red-50',
} as const;

/** A row's icon button: its accessible name, tooltip, colours (`tone`) and size (instead of size-9). */
export function IconButton({
  label,
  title,
  tone,
  icon: Icon,
  size,
  disabled,
  onClick,
}: {
  label: string;
  title: string;
  tone: string;
  icon: LucideIcon;
  size?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const classes = size ? ICON_BUTTON.replace('size-9', size) : ICON_BUTTON;
  return (
    <button type="button" onClick={onClick} disabled={disabled} aria-label={label} title={title} className={`${classes} ${tone}`}>
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/**
 * A column's part in a row's phone card (under 640 px): "title" is shown first, large and without
 * its heading; "actions" is the row's buttons, last and without a heading; "field" (the default)
 * shows the heading beside the value. The first column is the title unless another is.
 */
export type CardRole = 'title' | 'field' | 'actions';

/**
 * A column heading: its text, classes beside the padding (e.g. `whitespace-nowrap`), its card role, and
 * `sort`, the API field it sorts by (its heading is then a sort button, when the table has `onSort`).
 */
export type Column = string | { label: string; className?: string; card?: CardRole; srOnly?: boolean; sort?: string };

/** A table's sort: the address's `sort` ('' or absent: the list's own order) and what sets it ('' clears it). */
export interface TableSort {
  sort?: string;
  onSort?: (sort: string) => void;
}

interface DataTableProps extends TableSort {
  /** The scrolling region's accessible name, e.g. "Jobs". */
  label: string;
  /** The headings before the last one, "Actions". */
  columns: Column[];
  /** The body's rows: `<tr>`s whose cells are in the columns' order. */
  children: ReactNode;
  /** False for a read-only table: no "Actions" heading (its rows have no RowActions cell). */
  actions?: boolean;
  /** A caption for screen readers, e.g. "Users, newest first". */
  caption?: string;
  /** Classes for the `<table>` beside the defaults (e.g. a minimum width from the tablet up). */
  tableClassName?: string;
}

interface CellInfo {
  label: string;
  card: CardRole;
}

/** Each column's heading and card role; the title is the first column unless one says otherwise. */
function cellInfos(columns: Column[], actions: boolean): CellInfo[] {
  const infos = columns.map((column) =>
    typeof column === 'string' ? { label: column, card: undefined } : { label: column.label, card: column.card },
  );
  const hasTitle = infos.some((info) => info.card === 'title');
  const cells: CellInfo[] = infos.map((info, i) => ({ label: info.label, card: info.card ?? (!hasTitle && i === 0 ? 'title' : 'field') }));
  return actions ? [...cells, { label: 'Actions', card: 'actions' }] : cells;
}

type CellProps = { 'data-label'?: string; 'data-card'?: CardRole };

/**
 * The row with each `<td>`/`<th>` marked for the phone card (data-table.css): `data-card` its role,
 * `data-label` the heading a field shows. Done here, once, so every section's plain `<tr><td>` rows
 * become cards without repeating their headings; a cell that sets either attribute keeps its own.
 */
function markRow(row: ReactNode, cells: CellInfo[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== 'tr') return row;
  const marked = Children.map(row.props.children, (cell, i) => {
    const info = cells[i];
    if (!info || !isValidElement<CellProps>(cell) || (cell.type !== 'td' && cell.type !== 'th')) return cell;
    const props: CellProps = { 'data-card': cell.props['data-card'] ?? info.card };
    if (info.card === 'field') props['data-label'] = cell.props['data-label'] ?? info.label;
    return cloneElement(cell, props);
  });
  return cloneElement(row, undefined, marked);
}

/**
 * The row with a first cell holding its "Select {name}" checkbox (bulk-selection.tsx), found by the row's
 * key (every table keys its rows by the item's id); a row of no selectable item gets an empty cell.
 */
function withCheckbox(row: ReactNode, selection: TableSelection): ReactNode {
  if (!isValidElement<{ children?: ReactNode; className?: string }>(row) || row.type !== 'tr') return row;
  const item = selection.rows.find((r) => String(r.id) === row.key);
  const cell = (
    <td key="select" className="w-10 py-3 pr-1 pl-3 align-top sm:pl-4" data-label="Select">
      {item ? <SelectRowCheckbox selection={selection} id={item.id} name={item.name} /> : null}
    </td>
  );
  const picked = item && selection.selected.has(item.id);
  return cloneElement(row, picked ? { className: `${row.props.className ?? ''} bg-brand-50/50` } : undefined, [
    cell,
    ...Children.toArray(row.props.children),
  ]);
}

/**
 * A back-office table in its scrolling, focusable region, with an "Actions" heading last (unless
 * `actions` is false). Under 640 px each row is a card instead (data-table.css), one DOM for both.
 */
export function DataTable({ label, columns, children, actions = true, caption, tableClassName, sort = '', onSort }: DataTableProps) {
  const cells = cellInfos(columns, actions);
  const sortable = onSort ? sortFields(columns) : [];
  // Inside a selectable list (bulk-selection.tsx), a checkbox column comes first.
  const selection = useTableSelection();
  const table = (
    <div
      className="data-table-region overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className={`data-table min-w-full divide-y divide-slate-200 text-sm ${tableClassName ?? ''}`}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 py-3 pr-1 pl-3 sm:pl-4">
                <SelectAllCheckbox selection={selection} />
              </th>
            ) : null}
            {columns.map((column) => {
              const {
                label: text,
                className,
                srOnly,
              } = typeof column === 'string' ? { label: column, className: '', srOnly: false } : column;
              const field = onSort && typeof column !== 'string' ? column.sort : undefined;
              return (
                <th
                  key={text}
                  scope="col"
                  className={className ? `px-4 py-3 ${className}` : 'px-4 py-3'}
                  aria-sort={field ? sortState(sort, field) : undefined}
                >
                  {field && onSort ? (
                    <SortButton label={text} state={sortState(sort, field)} onClick={() => onSort(nextSort(sort, field))} />
                  ) : srOnly ? (
                    <span className="sr-only">{text}</span>
                  ) : (
                    text
                  )}
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
        <tbody className="divide-y divide-slate-100">
          {Children.map(children, (row) => {
            const marked = markRow(row, cells);
            return selection ? withCheckbox(marked, selection) : marked;
          })}
        </tbody>
      </table>
    </div>
  );
  if (!onSort || sortable.length === 0) return table;
  return (
    <>
      <PhoneSortSelect fields={sortable} sort={sort} onSort={onSort} />
      {table}
    </>
  );
}

/** The columns that sort, as sort fields. */
const sortFields = (columns: Column[]): SortField[] =>
  columns.flatMap((column) => (typeof column !== 'string' && column.sort ? [{ field: column.sort, label: column.label }] : []));

const SORT_ICONS = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown } as const;

/** A sortable column's heading: "Sort by Year", its arrow showing the direction (data-table.css hides it on phones). */
function SortButton({ label, state, onClick }: { label: string; state: keyof typeof SORT_ICONS; onClick: () => void }) {
  const Icon = SORT_ICONS[state];
  return (
    <button
      type="button"
      data-sort
      onClick={onClick}
      aria-label={`Sort by ${label}`}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-semibold tracking-wide uppercase hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      {label}
      <Icon aria-hidden="true" className={`size-3.5 shrink-0 ${state === 'none' ? 'text-slate-400' : 'text-brand-700'}`} />
    </button>
  );
}

/** Under 640 px, where the headings are hidden behind the cards: the same sorts as a select above them. */
function PhoneSortSelect({ fields, sort, onSort }: { fields: SortField[]; sort: string; onSort: (sort: string) => void }) {
  const id = useId();
  return (
    <div className="mb-3 flex items-center gap-2 sm:hidden">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select id={id} value={sort} onChange={(e) => onSort(e.target.value)} className={inputClasses(false)}>
        <option value="">Default order</option>
        {sortOptions(fields).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What a table is given to open a row's view, form and delete dialogs. */
export interface RowHandlers<Item> {
  onView: (item: Item) => void;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
  /** Opens the item's history; given for a kind whose saves keep revisions (KINDS in packages/shared/src/kinds.ts). */
  onHistory?: (item: Item) => void;
}

interface RowActionsProps {
  /** The row's name in the buttons' accessible names, e.g. the job's title. */
  name: string;
  /** The kind of row in the edit and delete names, e.g. "Job" ("Edit Job: …"); without it "Edit: …". */
  noun?: string;
  /** The view button's name before the row's, when not "View {noun}" (e.g. "View Details"). */
  viewLabel?: string;
  /** Tooltips "View", "Edit", "Delete" instead of the names' first part. */
  shortTitles?: boolean;
  /** Without it the row has no View button (a list whose rows are only removed: the subscribers). */
  onView?: () => void;
  /** Without it the row has no Edit button. */
  onEdit?: () => void;
  /** Without it the row has no History button. */
  onHistory?: () => void;
  onDelete: () => void;
  /** Buttons after View, for everyone (a publication's document). */
  extra?: ReactNode;
  /** Buttons before Delete, for those who may write (a project's Archive). */
  writeExtra?: ReactNode;
  /** A row of many buttons (five): smaller buttons (COMPACT_BUTTON), closer together. */
  compact?: boolean;
}

/** The size of a compact row's buttons (RowActions `compact`). */
export const COMPACT_BUTTON = 'size-8';

/** A row's last cell: its View, Edit, History and Delete buttons (those it has handlers for). */
export function RowActions({
  name,
  noun,
  viewLabel = noun ? `View ${noun}` : 'View',
  shortTitles = false,
  onView,
  onEdit,
  onHistory,
  onDelete,
  extra,
  writeExtra,
  compact = false,
}: RowActionsProps) {
  const size = compact ? COMPACT_BUTTON : undefined;
  const canWrite = useCanWrite();
  const named = (verb: string) => (noun ? `${verb} ${noun}` : verb);
  const button = (label: string, short: string, icon: LucideIcon, tone: string, onClick: (() => void) | undefined) =>
    onClick ? (
      <IconButton
        key={short}
        label={`${label}: ${name}`}
        title={shortTitles ? short : label}
        tone={tone}
        icon={icon}
        size={size}
        onClick={onClick}
      />
    ) : null;
  return (
    <td className={compact ? 'px-2 py-2' : 'px-4 py-2'} data-card="actions">
      <div className={compact ? 'flex justify-end' : 'flex justify-end gap-1'}>
        {button(viewLabel, 'View', Eye, TONES.view, onView)}
        {extra}
        {/* A viewer gets the View button only (access.tsx). */}
        {canWrite ? (
          <>
            {button(named('Edit'), 'Edit', Pencil, TONES.edit, onEdit)}
            {/* The same name as HistoryButton's ("History: …"). */}
            {button('History', 'History', History, TONES.view, onHistory)}
            {writeExtra}
            {button(named('Delete'), 'Delete', Trash2, TONES.delete, onDelete)}
          </>
        ) : null}
      </div>
    </td>
  );
}

/** A row's History button: opens the item's revisions (revision-history-lazy.tsx); none for a viewer, as history is where versions are restored. */
export function HistoryButton({
  name,
  onClick,
  size,
}: {
  name: string;
  onClick: () => void;
  /** Instead of size-9, e.g. size-8. */ size?: string;
}) {
  if (!useCanWrite()) return null;
  return <IconButton label={`History: ${name}`} title="History" tone={TONES.view} icon={History} size={size} onClick={onClick} />;
}
