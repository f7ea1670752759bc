import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { PUBLICATION_MESSAGES, type Publication } from '@mnch/shared';
import { EmptyState, Pagination } from '../../../components/ui';
import { SelectableList } from '../components/bulk-selection';
import { ConfirmDialog, useConfirm } from '../components/confirm-dialog';
import { QueryStates } from '../components/query-error';
import { clientOnlyLoader, SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { PUBLICATIONS_KEY, PUBLICATIONS_PAGE_SIZE, publicationStatisticsQuery, publicationsQuery } from './api/get-publications';
import { useDeletePublication } from './api/save-publication';
import { useRevisionHistory } from '../components/revision-history-lazy';
import { PUBLICATION_STATUS_OPTIONS, PUBLICATION_TYPE_OPTIONS, yearOptions } from './format';
import { ListFilters } from '../components/list-filters';
import { PublicationFormDialog } from './publication-form';
import { PublicationViewDialog } from './publication-view';
import { PublicationsStats } from './publications-stats';
import { PublicationsTable } from './publications-table';
import { hasPublicationFilter, usePublicationParams } from './use-publication-params';
import { AddButton } from '../components/access';
import { useEditFromAddress } from '../components/edit-from-address';

export const handle: SectionHandle = { title: 'Publications' };
export const meta = backOfficeMeta;

export const clientLoader = clientOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

type Editing = { publication: Publication | null } | null;

export default function PublicationsRoute() {
  const { params, update, wantsNew, clearNew, sorting } = usePublicationParams();
  const query = useQuery(publicationsQuery(params));
  const statistics = useQuery(publicationStatisticsQuery);
  const remove = useDeletePublication();
  const [editingState, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Publication | null>(null);
  const history = useRevisionHistory('publications', PUBLICATIONS_KEY);
  const deletion = useConfirm<Publication>(async (publication) => {
    await remove.mutateAsync(publication.id);
    return PUBLICATION_MESSAGES.deleted;
  });
  const form: Editing = editingState ?? (wantsNew ? { publication: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (wantsNew) clearNew();
  };
  const filtered = hasPublicationFilter(params);
  // The chosen year stays offered even before the statistics arrive (or when it has no publication).
  const years = yearOptions([...(statistics.data?.years ?? []), ...(params.year ? [Number(params.year)] : [])]);

  const openEdit = useCallback((publication: Publication) => setEditing({ publication }), []);
  useEditFromAddress(query.data && !query.isFetching ? query.data.publications : undefined, openEdit, setViewing);
  const addButton = (label: string) => <AddButton label={label} onClick={() => setEditing({ publication: null })} />;

  // A page past the end (its last row deleted, or an old link): go to the last page there is.
  const lastPage = query.data?.totalPages ?? 1;
  const pastEnd = !query.isPlaceholderData && query.data !== undefined && query.data.publications.length === 0 && params.page > lastPage;
  useEffect(() => {
    if (pastEnd) update({ page: lastPage });
  }, [pastEnd, lastPage, update]);

  const total = query.data?.total ?? 0;
  const first = (params.page - 1) * PUBLICATIONS_PAGE_SIZE + 1;

  return (
    <>
      <SectionHeader
        description="Journal articles, research reports, policy briefs, conference papers, book chapters and white papers, with their authors, files, citations and downloads."
        actions={addButton('Add Publication')}
      />
      <PublicationsStats />
      <ListFilters
        searchLabel="Search publications"
        searchPlaceholder="Search by title, journal or author..."
        search={params.search}
        onChange={update}
        selects={[
          {
            name: 'type',
            label: 'Filter by type',
            allLabel: 'All Types',
            value: params.type,
            options: PUBLICATION_TYPE_OPTIONS,
            widthClass: 'md:w-44',
          },
          { name: 'year', label: 'Filter by year', allLabel: 'All Years', value: params.year, options: years, widthClass: 'md:w-32' },
          {
            name: 'status',
            label: 'Filter by status',
            allLabel: 'All Status',
            value: params.status,
            options: PUBLICATION_STATUS_OPTIONS,
            widthClass: 'md:w-36',
          },
        ]}
      />
      <QueryStates
        query={query}
        loading="Loading publications"
        errorTitle="Error loading publications"
        empty={
          query.data?.publications.length === 0 ? (
            <EmptyState
              icon={BookOpen}
              className="bg-white"
              title="No publications found"
              description={filtered ? 'Try adjusting your filters' : 'Get started by adding your first publication'}
              action={filtered ? null : addButton('Add First Publication')}
            />
          ) : null
        }
      >
        {(data) => (
          <>
            <SelectableList
              kind="publications"
              plural="publications"
              listKey={PUBLICATIONS_KEY}
              resetKey={JSON.stringify(params)}
              items={data.publications}
            >
              <PublicationsTable
                publications={data.publications}
                {...sorting}
                onView={setViewing}
                onEdit={(publication) => setEditing({ publication })}
                onHistory={history.open}
                onDelete={deletion.ask}
              />
            </SelectableList>
            <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
              <p className="text-sm text-slate-600" aria-live="polite">
                Showing {first}–{first + data.publications.length - 1} of {total} {total === 1 ? 'publication' : 'publications'}
              </p>
              <Pagination
                page={params.page}
                totalPages={data.totalPages}
                onPageChange={(page) => update({ page })}
                label="Publication pages"
              />
            </div>
          </>
        )}
      </QueryStates>
      {form ? <PublicationFormDialog key={form.publication?.id ?? 'new'} publication={form.publication} onClose={closeForm} /> : null}
      {viewing ? <PublicationViewDialog publication={viewing} onClose={() => setViewing(null)} /> : null}
      {history.dialog}
      <ConfirmDialog {...deletion.dialog} title="Delete publication">
        {deletion.item ? <p className="mb-2 font-semibold text-slate-900">{deletion.item.title}</p> : null}
        <p>{PUBLICATION_MESSAGES.deleteConfirm}</p>
      </ConfirmDialog>
    </>
  );
}
