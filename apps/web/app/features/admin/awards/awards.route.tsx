import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trophy, Plus } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { AWARD_MESSAGES, AWARD_PAGE_SIZE, type AwardItem } from '@mnch/shared';
import { Button, EmptyState, Pagination } from '../../../components/ui';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListFilters } from '../components/list-filters';
import { QueryErrorPanel } from '../components/query-error';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback, ContentSpinner } from '../components/spinner';
import { useListParams } from '../components/use-list-params';
import type { Route } from './+types/awards.route';
import { useDeleteAward } from './api/delete-award';
import { awardsQuery } from './api/get-awards';
import { AwardFormDialog } from './award-form';
import { AwardsTable } from './awards-table';
import { AwardViewDialog } from './award-view';

const TITLE = 'Awards';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

/** The year filter's choices: this year and the nine before it. */
const YEAR_OPTIONS = Array.from({ length: 10 }, (_, i) => String(new Date().getFullYear() - i)).map((y) => ({ value: y, label: y }));

type Editing = { award: AwardItem | null } | null;

export default function AwardsRoute() {
  const { params, update, wantsNew, clearNew } = useListParams();
  const [searchParams] = useSearchParams();
  const year = /^\d{4}$/.test(searchParams.get('year') ?? '') ? searchParams.get('year')! : '';
  const query = useQuery(awardsQuery({ search: params.search, year, page: params.page }));
  const remove = useDeleteAward();
  const [editingState, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<AwardItem | null>(null);
  const [deleting, setDeleting] = useState<AwardItem | null>(null);
  const form: Editing = editingState ?? (wantsNew ? { award: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (wantsNew) clearNew();
  };
  const filtered = !!(params.search.trim() || year);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(AWARD_MESSAGES.deleted);
      setDeleting(null);
    } catch (err) {
      toast.error((err as Error).message);
    }
  }

  const addButton = (label: string) => (
    <Button onClick={() => setEditing({ award: null })}>
      <Plus aria-hidden="true" className="size-4" /> {label}
    </Button>
  );

  return (
    <>
      <SectionHeader
        description="Awards and recognitions shown on the about page (all of them) and the impact page (the most recent), newest year first."
        actions={addButton('Add Award')}
      />
      <ListFilters<'year'>
        searchLabel="Search awards"
        searchPlaceholder="Search awards..."
        search={params.search}
        onChange={update}
        selects={[{ name: 'year', label: 'Filter by year', allLabel: 'All Years', value: year, options: YEAR_OPTIONS }]}
      />
      {query.isPending ? (
        <ContentSpinner label="Loading awards" />
      ) : query.isError ? (
        <QueryErrorPanel title="Error loading awards" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.awards.length === 0 ? (
        <EmptyState
          icon={Trophy}
          className="bg-white"
          title={AWARD_MESSAGES.emptyTitle}
          description={filtered ? AWARD_MESSAGES.emptySearchHint : AWARD_MESSAGES.emptyHint}
          action={filtered ? null : addButton('Add First Award')}
        />
      ) : (
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <AwardsTable awards={query.data.awards} onView={setViewing} onEdit={(award) => setEditing({ award })} onDelete={setDeleting} />
          <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {(params.page - 1) * AWARD_PAGE_SIZE + 1}–{(params.page - 1) * AWARD_PAGE_SIZE + query.data.awards.length} of{' '}
              {query.data.total} awards
            </p>
            <Pagination
              page={params.page}
              totalPages={query.data.totalPages}
              onPageChange={(page) => update({ page })}
              label="Award pages"
            />
          </div>
        </div>
      )}
      {form ? <AwardFormDialog key={form.award?.id ?? 'new'} award={form.award} onClose={closeForm} /> : null}
      {viewing ? <AwardViewDialog award={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete award"
        message={AWARD_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
