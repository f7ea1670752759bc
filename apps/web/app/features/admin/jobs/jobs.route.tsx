import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, Plus } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { JOB_MESSAGES, JOB_PAGE_SIZE, type Job } from '@mnch/shared';
import { Button, EmptyState, Pagination } from '../../../components/ui';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListFilters } from '../components/list-filters';
import { QueryErrorPanel } from '../components/query-error';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback, ContentSpinner } from '../components/spinner';
import { hasActiveFilter, useListParams } from '../components/use-list-params';
import type { Route } from './+types/jobs.route';
import { useDeleteJob } from './api/delete-job';
import { jobsQuery } from './api/get-jobs';
import { JOB_PATHWAY_OPTIONS, JOB_STATE_OPTIONS } from './format';
import { JobFormDialog } from './job-form';
import { JobViewDialog } from './job-view';
import { JobsTable } from './jobs-table';

const TITLE = 'Jobs';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

type Editing = { job: Job | null } | null;

export default function JobsRoute() {
  const { params, update, wantsNew, clearNew } = useListParams();
  const query = useQuery(jobsQuery(params));
  const remove = useDeleteJob();
  const [editingState, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Job | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const form: Editing = editingState ?? (wantsNew ? { job: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (wantsNew) clearNew();
  };
  const filtered = hasActiveFilter(params);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(JOB_MESSAGES.deleted);
      setDeleting(null);
    } catch (err) {
      toast.error((err as Error).message);
    }
  }

  const addButton = (label: string) => (
    <Button onClick={() => setEditing({ job: null })}>
      <Plus aria-hidden="true" className="size-4" /> {label}
    </Button>
  );

  return (
    <>
      <SectionHeader
        description="Job ads of the public careers page. A published job is open until its deadline, then closes by itself and leaves the page."
        actions={addButton('Add Job')}
      />
      <ListFilters
        searchLabel="Search jobs"
        searchPlaceholder="Search jobs..."
        search={params.search}
        onChange={update}
        selects={[
          { name: 'status', label: 'Filter by state', allLabel: 'All States', value: params.status, options: JOB_STATE_OPTIONS },
          {
            name: 'category',
            label: 'Filter by pathway',
            allLabel: 'All Pathways',
            value: params.category,
            options: JOB_PATHWAY_OPTIONS,
          },
        ]}
      />
      {query.isPending ? (
        <ContentSpinner label="Loading jobs" />
      ) : query.isError ? (
        <QueryErrorPanel title="Error loading jobs" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.jobs.length === 0 ? (
        <EmptyState
          icon={Briefcase}
          className="bg-white"
          title={JOB_MESSAGES.emptyTitle}
          description={filtered ? JOB_MESSAGES.emptySearchHint : JOB_MESSAGES.emptyHint}
          action={filtered ? null : addButton('Add First Job')}
        />
      ) : (
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <JobsTable jobs={query.data.jobs} onView={setViewing} onEdit={(job) => setEditing({ job })} onDelete={setDeleting} />
          <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {(params.page - 1) * JOB_PAGE_SIZE + 1}–{(params.page - 1) * JOB_PAGE_SIZE + query.data.jobs.length} of{' '}
              {query.data.total} jobs
            </p>
            <Pagination page={params.page} totalPages={query.data.totalPages} onPageChange={(page) => update({ page })} label="Job pages" />
          </div>
        </div>
      )}
      {form ? <JobFormDialog key={form.job?.id ?? 'new'} job={form.job} onClose={closeForm} /> : null}
      {viewing ? <JobViewDialog job={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete job"
        message={JOB_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
