import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import {
  BULK_MESSAGES,
  KINDS,
  bulkResultSchema,
  type BulkAction,
  type BulkResult,
  type TrashBulkAction,
  type TrashKind,
} from '@mnch/shared';
import { Button } from '../../../components/ui';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useCanWrite } from './access';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Bulk selection on the back office's lists (docs/behaviour/bulk-actions.md): a checkbox per row and one
 * to select every row on the page, and a bar with what the selection can do. The selection belongs to one
 * page of one filter: a new page or filter (`resetKey`) starts it empty. Viewers get none of it.
 */

export interface BulkSelection {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** Selects (or clears) these ids, the rows on the page. */
  toggleAll: (ids: readonly number[], select: boolean) => void;
  clear: () => void;
}

/** The selection, kept for one `resetKey` (the list's page and filters): another key starts empty. */
export function useBulkSelection(resetKey: string): BulkSelection {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: resetKey, ids: new Set() });
  const selected = state.key === resetKey ? state.ids : new Set<number>();
  return {
    selected,
    toggle: (id) => {
      const ids = new Set(selected);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      setState({ key: resetKey, ids });
    },
    toggleAll: (ids, select) => {
      const next = new Set(selected);
      for (const id of ids) {
        if (select) next.add(id);
        else next.delete(id);
      }
      setState({ key: resetKey, ids: next });
    },
    clear: () => setState({ key: resetKey, ids: new Set() }),
  };
}

/** What a table inside a selectable list is told (DataTable reads it): the selection and each row's name. */
export interface TableSelection extends BulkSelection {
  /** The rows on the page, in order, with the name their checkbox says ("Select {name}"). */
  rows: ReadonlyArray<{ id: number; name: string }>;
}

const TableSelectionContext = createContext<TableSelection | null>(null);

/** Gives the tables inside (DataTable) their checkboxes; nothing changes for a viewer. */
export function SelectableRows({ selection, children }: { selection: TableSelection; children: ReactNode }) {
  return <TableSelectionContext value={useCanWrite() ? selection : null}>{children}</TableSelectionContext>;
}

/** The selection of the list around, or null (no list selection, or a viewer). */
export const useTableSelection = (): TableSelection | null => use(TableSelectionContext);

const CHECKBOX = 'size-4 rounded border-slate-300 accent-brand-700';

/** "Select all on this page", checked when every row is, half-checked when some are. */
export function SelectAllCheckbox({
  selection,
  visibleLabel = false,
}: {
  selection: TableSelection;
  /** Its words shown on every screen, not on phones only. */ visibleLabel?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const ids = selection.rows.map((r) => r.id);
  const here = ids.filter((id) => selection.selected.has(id)).length;
  const all = ids.length > 0 && here === ids.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = here > 0 && !all;
  }, [here, all]);
  return (
    <label className="inline-flex items-center gap-2">
      <input
        ref={ref}
        type="checkbox"
        checked={all}
        onChange={(e) => selection.toggleAll(ids, e.target.checked)}
        aria-label="Select all on this page"
        className={CHECKBOX}
      />
      {/* Seen on a phone, where the other headings are only read (data-table.css). */}
      <span
        aria-hidden="true"
        className={`text-xs font-semibold tracking-wide text-slate-600 normal-case ${visibleLabel ? '' : 'sm:sr-only'}`}
      >
        Select all
      </span>
    </label>
  );
}

/** A row's "Select {name}" checkbox. */
export function SelectRowCheckbox({ selection, id, name }: { selection: BulkSelection; id: number; name: string }) {
  return (
    <input
      type="checkbox"
      checked={selection.selected.has(id)}
      onChange={() => selection.toggle(id)}
      aria-label={`Select ${name}`}
      className={CHECKBOX}
    />
  );
}

/** A button of the bulk bar. */
export interface BulkButton {
  label: string;
  icon: typeof Trash2;
  variant: 'primary' | 'secondary' | 'danger';
  onClick: () => void;
}

/** The bar over a list while rows are selected: "3 selected", its buttons and Clear selection. */
export function BulkBar({ count, buttons, busy, onClear }: { count: number; buttons: BulkButton[]; busy: boolean; onClear: () => void }) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium text-brand-900" aria-live="polite">
        {count} selected
      </p>
      <div className="flex flex-wrap gap-2">
        {buttons.map(({ label, icon: Icon, variant, onClick }) => (
          <Button key={label} size="sm" variant={variant} onClick={onClick} disabled={busy}>
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={onClear} disabled={busy}>
          Clear selection
        </Button>
      </div>
    </div>
  );
}

/** POST /api/{path}/bulk/{action} with the ids; then `key`'s queries are read again. */
export function useBulkRequest<A extends BulkAction | TrashBulkAction>(path: string, key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: A; ids: number[] }) => api.post(`${path}/bulk/${action}`, { ids }, bulkResultSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The toasts of a bulk answer: what was done ("3 awards moved to the trash"), then what was not, if any. */
export function toastBulkResult(action: BulkAction | TrashBulkAction, plural: string, result: BulkResult) {
  if (result.done > 0) toast.success(BULK_MESSAGES.done(action, result.done, plural));
  if (result.missing.length || result.refused.length) toast.error(result.message);
}

/** Runs a bulk request and says how it went; true when it was answered. */
async function runBulk<A extends BulkAction | TrashBulkAction>(
  request: ReturnType<typeof useBulkRequest<A>>,
  action: A,
  ids: number[],
  plural: string,
): Promise<boolean> {
  try {
    toastBulkResult(action, plural, await request.mutateAsync({ action, ids }));
    return true;
  } catch (err) {
    toast.error(ApiError.from(err).message);
    return false;
  }
}

/**
 * A content list's bulk bar for `kind` (its folder's POST /bulk/{action}): Publish and Unpublish for a kind
 * with `publish` (packages/shared/src/kinds.ts), and Move to trash after a confirmation. `plural` names the
 * items in its toasts ("awards"); `listKey` is read again after.
 */
export function ContentBulkBar({
  kind,
  plural,
  selection,
  listKey,
}: {
  kind: TrashKind;
  plural: string;
  selection: BulkSelection;
  listKey: QueryKey;
}) {
  const request = useBulkRequest<BulkAction>(`/${KINDS[kind].folders[0]}`, listKey);
  const [confirming, setConfirming] = useState(false);
  const canWrite = useCanWrite();
  const ids = [...selection.selected];
  if (!canWrite || (ids.length === 0 && !confirming)) return null;

  const run = async (action: BulkAction) => {
    if (await runBulk(request, action, ids, plural)) selection.clear();
    setConfirming(false);
  };
  const publishes = 'publish' in KINDS[kind];
  const buttons: BulkButton[] = [
    ...(publishes
      ? [
          { label: 'Publish', icon: Eye, variant: 'primary', onClick: () => void run('publish') } as const,
          { label: 'Unpublish', icon: EyeOff, variant: 'secondary', onClick: () => void run('unpublish') } as const,
        ]
      : []),
    { label: 'Move to trash', icon: Trash2, variant: 'danger', onClick: () => setConfirming(true) },
  ];
  return (
    <>
      {ids.length > 0 ? <BulkBar count={ids.length} buttons={buttons} busy={request.isPending} onClear={selection.clear} /> : null}
      <ConfirmDialog
        open={confirming}
        title="Move to trash"
        message={BULK_MESSAGES.trashConfirm(ids.length, plural)}
        confirmLabel="Move to trash"
        busy={request.isPending}
        onConfirm={() => void run('trash')}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** The name of an item in its checkbox: the kind's label field (KINDS `labelField`), else "#id". */
export function nameOf(kind: TrashKind, item: { id: number }): string {
  const field = KINDS[kind].labelField;
  const value = field ? (item as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value ? value : `#${item.id}`;
}

/**
 * A list of `kind`'s items with bulk selection: the bar (ContentBulkBar) over the table inside, whose
 * DataTable gets the checkboxes. `items` are the rows on the page; `resetKey` the page and filters
 * (another starts with nothing selected).
 */
export function SelectableList({
  kind,
  plural,
  listKey,
  resetKey,
  items,
  children,
}: {
  kind: TrashKind;
  plural: string;
  listKey: QueryKey;
  resetKey: string;
  items: ReadonlyArray<{ id: number }>;
  children: ReactNode;
}) {
  const selection = useBulkSelection(resetKey);
  const rows = items.map((item) => ({ id: item.id, name: nameOf(kind, item) }));
  return (
    <>
      <ContentBulkBar kind={kind} plural={plural} selection={selection} listKey={listKey} />
      <SelectableRows selection={{ ...selection, rows }}>{children}</SelectableRows>
    </>
  );
}
