import { Fragment, useState, type ReactNode } from 'react';
import { PagedQuery } from './paged-list';
import type { QueryKey, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { ConfirmDialog, useConfirm } from './confirm-dialog';
import { ListFilters, type FilterSelect } from './list-filters';
import { SectionHeader } from './section-header';
import type { RowHandlers, TableSort } from './data-table';
import { useRevisionHistory } from './revision-history-lazy';

import type { useListParams } from './use-list-params';
import { AddButton } from './access';
import { KINDS, type RevisionKind, type TrashKind } from '@mnch/shared';
import { SelectableList } from './bulk-selection';
import { useEditFromAddress } from './edit-from-address';

/** The words of one table section (jobs, press releases, awards, team, partners). */
export interface CollectionSectionCopy<Item> {
  description: string;
  /** The header's button, e.g. "Add Job". */
  add: string;
  /** The empty state's button when no filter is set, e.g. "Add First Job". */
  addFirst: string;
  searchLabel: string;
  searchPlaceholder: string;
  loading: string;
  fetchFailed: string;
  emptyTitle: string;
  emptyHint: string;
  emptySearchHint: string;
  /** The plural of the "Showing 1–10 of 12 jobs" line. */
  plural: string;
  pagesLabel: string;
  deleteTitle: string;
  deleteConfirm: string | ((item: Item | null) => string);
  deleted: string;
  /** Put before the server's message when a delete fails; without it the dialog shows the message alone. */
  deleteFailed?: string;
}

interface CollectionSectionProps<Item extends { id: number }, Data extends { total: number; totalPages: number }, Filter extends string> {
  copy: CollectionSectionCopy<Item>;
  icon: LucideIcon;
  list: ReturnType<typeof useListParams>;
  selects: FilterSelect<Filter>[];
  /** Whether a search or filter is set (the empty state then suggests changing them). */
  filtered: boolean;
  pageSize: number;
  query: UseQueryResult<Data>;
  items: (data: Data) => Item[];
  remove: UseMutationResult<void, Error, number>;
  /** The rows as a table; `sorting` (the list's sort in the address) goes to its DataTable, whose columns say what they sort by. */
  renderTable: (items: Item[], handlers: RowHandlers<Item>, sorting: TableSort) => ReactNode;
  /** The create/edit dialog (item null: create). */
  renderForm: (item: Item | null, onClose: () => void) => ReactNode;
  renderView: (item: Item, onClose: () => void) => ReactNode;
  /**
   * A kind whose saves keep revisions (KINDS in packages/shared/src/kinds.ts): each row gets a History button
   * (`handlers.onHistory`) opening its history, and `listKey` is refreshed after a restore.
   */
  history?: { kind: RevisionKind; listKey: QueryKey };
  /**
   * A kind with a trash (KINDS): each row gets a checkbox and the list a bulk bar (bulk-selection.tsx) that
   * moves the selected rows to the trash, and publishes and unpublishes them for a kind with `publish`;
   * `listKey` is read again after.
   */
  bulk?: { kind: TrashKind; listKey: QueryKey };
  /** Shown between the filters and the list, e.g. a live region. */
  children?: ReactNode;
}

type Editing<Item> = { item: Item | null } | null;

/**
 * The dialogs of a back-office section: the create/edit form (also opened by `?new=1`, the dashboard's quick
 * actions), the view and the delete confirmation (confirm-dialog.tsx's useConfirm), whose delete toasts
 * `deleted`, or shows `failed` and the server's reason inside the dialog.
 */
export function useRecordDialogs<Item extends { id: number }>(
  { wantsNew, clearNew }: Pick<ReturnType<typeof useListParams>, 'wantsNew' | 'clearNew'>,
  remove: UseMutationResult<void, Error, number>,
  deleted: string,
  failed: string | undefined,
) {
  const [editingState, setEditing] = useState<Editing<Item>>(null);
  const [viewing, setViewing] = useState<Item | null>(null);
  const deletion = useConfirm<Item>(
    async (item) => {
      await remove.mutateAsync(item.id);
      return deleted;
    },
    (reason) => (failed ? `${failed} ${reason}` : reason),
  );
  const form: Editing<Item> = editingState ?? (wantsNew ? { item: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (wantsNew) clearNew();
  };

  return {
    form,
    openForm: (item: Item | null) => setEditing({ item }),
    closeForm,
    viewing,
    setViewing,
    deletion,
  };
}

/**
 * A back-office section kept as a table: header with its add button, search and filters in the URL, the
 * table with a "Showing a–b of n" line and paging, and the form, view and delete dialogs. `?new=1` (the
 * dashboard's quick actions) opens the form. The card-grid sections use components/content-section.tsx.
 */
export function CollectionSection<
  Item extends { id: number },
  Data extends { total: number; totalPages: number },
  Filter extends string = 'status' | 'category',
>({
  copy,
  icon,
  list,
  selects,
  filtered,
  pageSize,
  query,
  items,
  remove,
  renderTable,
  renderForm,
  renderView,
  history,
  bulk,
  children,
}: CollectionSectionProps<Item, Data, Filter>) {
  const { params, update } = list;
  const { form, openForm, closeForm, viewing, setViewing, deletion } = useRecordDialogs<Item>(
    list,
    remove,
    copy.deleted,
    copy.deleteFailed,
  );

  const revisions = useRevisionHistory(history?.kind, history?.listKey ?? []);
  const labelField = history ? KINDS[history.kind].labelField : null;
  const onHistory = labelField
    ? (item: Item) => {
        const label = (item as Record<string, unknown>)[labelField];
        revisions.open({ id: item.id, title: typeof label === 'string' ? label : `#${item.id}` });
      }
    : undefined;

  const addButton = (label: string) => <AddButton label={label} onClick={() => openForm(null)} />;

  const rows = query.data ? items(query.data) : [];
  useEditFromAddress(query.data && !query.isFetching ? rows : undefined, openForm, setViewing);
  const table = renderTable(rows, { onView: setViewing, onEdit: openForm, onDelete: deletion.ask, onHistory }, list.sorting);
  return (
    <>
      <SectionHeader description={copy.description} actions={addButton(copy.add)} />
      <ListFilters<Filter>
        searchLabel={copy.searchLabel}
        searchPlaceholder={copy.searchPlaceholder}
        search={params.search}
        onChange={update}
        selects={selects}
      />
      {children}
      <PagedQuery
        query={query}
        loading={copy.loading}
        errorTitle={copy.fetchFailed}
        empty={{
          icon,
          title: copy.emptyTitle,
          description: filtered ? copy.emptySearchHint : copy.emptyHint,
          action: filtered ? null : addButton(copy.addFirst),
        }}
        pageSize={pageSize}
        shown={rows.length}
        noun={copy.plural}
        page={params.page}
        onPage={(page) => update({ page })}
        label={copy.pagesLabel}
      >
        {bulk ? (
          // A new page, search or filter starts with nothing selected.
          <SelectableList kind={bulk.kind} plural={copy.plural} listKey={bulk.listKey} resetKey={JSON.stringify(params)} items={rows}>
            {table}
          </SelectableList>
        ) : (
          table
        )}
      </PagedQuery>
      {form ? <Fragment key={form.item?.id ?? 'new'}>{renderForm(form.item, closeForm)}</Fragment> : null}
      {viewing ? renderView(viewing, () => setViewing(null)) : null}
      {revisions.dialog}
      <ConfirmDialog
        {...deletion.dialog}
        title={copy.deleteTitle}
        message={typeof copy.deleteConfirm === 'string' ? copy.deleteConfirm : copy.deleteConfirm(deletion.item)}
      />
    </>
  );
}
