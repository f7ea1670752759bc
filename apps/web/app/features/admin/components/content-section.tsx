import type { ReactNode } from 'react';
import type { QueryKey, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { Article } from '@mnch/shared';
import { EmptyState, Pagination } from '../../../components/ui';
import { useRecordDialogs } from './collection-section';
import { ConfirmDialog } from './confirm-dialog';
import { ContentCard } from './content-card';
import { SelectAllCheckbox, SelectableList, useTableSelection } from './bulk-selection';
import { CONTENT_CATEGORY_OPTIONS, CONTENT_STATUS_OPTIONS } from './content-status';
import { ListFilters } from './list-filters';
import { sortSelect, type SortField } from './sort';

/** What articles and newsletters sort by beside their own order (GET /api/articles `sort`). */
const CONTENT_SORT_FIELDS: readonly SortField[] = [
  { field: 'title', label: 'Title' },
  { field: 'publishedAt', label: 'Published' },
  { field: 'readCount', label: 'Reads' },
];
import { useRevisionHistory } from './revision-history-lazy';
import { QueryStates } from './query-error';
import { SectionHeader } from './section-header';

import { hasActiveFilter, type useListParams } from './use-list-params';
import { AddButton } from './access';
import { useEditFromAddress } from './edit-from-address';

/** The words of one content section (articles, newsletters): its description, labels, placeholders and messages. */
export interface ContentSectionCopy {
  description: string;
  /** The header's button, e.g. "Write Article". */
  create: string;
  searchLabel: string;
  searchPlaceholder: string;
  loading: string;
  fetchFailed: string;
  emptyTitle: string;
  emptyDescription: string;
  /** The empty state's button when no filter is set, e.g. "Write First Article". */
  createFirst: string;
  /** The grid's accessible name, e.g. "Articles". */
  listLabel: string;
  count: (total: number) => string;
  pagesLabel: string;
  deleteTitle: string;
  deleteConfirm: string;
  deleted: string;
  deleteFailed: string;
}

interface ContentSectionProps<Data extends { total: number; totalPages: number }> {
  copy: ContentSectionCopy;
  icon: LucideIcon;
  list: ReturnType<typeof useListParams>;
  query: UseQueryResult<Data>;
  items: (data: Data) => Article[];
  remove: UseMutationResult<void, Error, number>;
  /** The section's list queries (refreshed after a version is restored from an item's history). */
  listKey: QueryKey;
  /** The create/edit dialog (item null: create). */
  renderForm: (item: Article | null, onClose: () => void) => ReactNode;
  renderView: (item: Article, onClose: () => void) => ReactNode;
}

/** The grid's "Select all on this page", inside a selectable list for a user who may change content. */
function SelectAllOnPage() {
  const selection = useTableSelection();
  return selection ? (
    <div className="mb-3">
      <SelectAllCheckbox selection={selection} visibleLabel />
    </div>
  ) : null;
}

/**
 * A back-office section of articles or newsletters: header with its create button, search with
 * status and category filters in the URL, a card grid with paging, and the form, view and delete
 * dialogs. `?new=1` (the dashboard's quick actions) opens the form.
 */
export function ContentSection<Data extends { total: number; totalPages: number }>({
  copy,
  icon,
  list,
  query,
  items,
  remove,
  listKey,
  renderForm,
  renderView,
}: ContentSectionProps<Data>) {
  const { params, update } = list;
  const { form, openForm, closeForm, viewing, setViewing, deletion } = useRecordDialogs<Article>(
    list,
    remove,
    copy.deleted,
    copy.deleteFailed,
  );
  const history = useRevisionHistory('articles', listKey);
  const filtered = hasActiveFilter(params);
  const createButton = (label: string) => <AddButton label={label} onClick={() => openForm(null)} />;

  const rows = query.data ? items(query.data) : [];
  useEditFromAddress(query.data && !query.isFetching ? rows : undefined, openForm, setViewing);
  return (
    <>
      <SectionHeader description={copy.description} actions={createButton(copy.create)} />
      <ListFilters
        searchLabel={copy.searchLabel}
        searchPlaceholder={copy.searchPlaceholder}
        search={params.search}
        onChange={update}
        selects={[
          { name: 'status', label: 'Filter by status', allLabel: 'All Status', value: params.status, options: CONTENT_STATUS_OPTIONS },
          {
            name: 'category',
            label: 'Filter by category',
            allLabel: 'All Categories',
            value: params.category,
            options: CONTENT_CATEGORY_OPTIONS,
          },
          sortSelect(params.sort, CONTENT_SORT_FIELDS, 'Newest first'),
        ]}
      />

      <QueryStates
        query={query}
        loading={copy.loading}
        errorTitle={copy.fetchFailed}
        empty={
          rows.length === 0 ? (
            <EmptyState
              icon={icon}
              className="bg-white"
              title={copy.emptyTitle}
              description={filtered ? 'Try adjusting your filters' : copy.emptyDescription}
              action={filtered ? null : createButton(copy.createFirst)}
            />
          ) : null
        }
      >
        {(data) => (
          <section aria-label={copy.listLabel}>
            <div className="mb-3 flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
              {copy.count(data.total)}
              {query.isFetching ? (
                <span
                  className="inline-block size-3 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
                  aria-hidden="true"
                />
              ) : null}
            </div>
            {/* A new page, search or filter starts with nothing selected (bulk-selection.tsx). */}
            <SelectableList
              kind="articles"
              plural={copy.listLabel.toLowerCase()}
              listKey={listKey}
              resetKey={JSON.stringify(params)}
              items={rows}
            >
              <SelectAllOnPage />
              <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                {rows.map((item) => (
                  <ContentCard
                    key={item.id}
                    item={{ ...item, image: item.featuredImageUrl }}
                    onView={() => setViewing(item)}
                    onEdit={() => openForm(item)}
                    onHistory={() => history.open(item)}
                    onDelete={() => deletion.ask(item)}
                  />
                ))}
              </ul>
            </SelectableList>
            <Pagination
              className="mt-6"
              page={params.page}
              totalPages={data.totalPages}
              onPageChange={(page) => update({ page })}
              label={copy.pagesLabel}
            />
          </section>
        )}
      </QueryStates>

      {form ? renderForm(form.item, closeForm) : null}
      {viewing ? renderView(viewing, () => setViewing(null)) : null}
      {history.dialog}
      <ConfirmDialog {...deletion.dialog} title={copy.deleteTitle} message={copy.deleteConfirm} />
    </>
  );
}
