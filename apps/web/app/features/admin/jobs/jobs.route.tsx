import { useQuery } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import { JOB_MESSAGES, JOB_PAGE_SIZE, trashConfirm, type Job } from '@mnch/shared';
import { useDeleteRecord } from '../components/collection-api';
import { CollectionSection, type CollectionSectionCopy } from '../components/collection-section';
import { clientOnlyLoader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { hasActiveFilter, useListParams } from '../components/use-list-params';
import { JOBS_KEY, jobsQuery } from './api/get-jobs';
import { JOB_PATHWAY_OPTIONS, JOB_STATE_OPTIONS } from './format';
import { JobFormDialog } from './job-form';
import { JobViewDialog } from './job-view';
import { JobsTable } from './jobs-table';

export const handle: SectionHandle = { title: 'Jobs' };
export const meta = backOfficeMeta;

export const clientLoader = clientOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

const COPY: CollectionSectionCopy<Job> = {
  description: 'Job ads of the public careers page. A published job is open until its deadline, then closes by itself and leaves the page.',
  add: 'Add Job',
  addFirst: 'Add First Job',
  searchLabel: 'Search jobs',
  searchPlaceholder: 'Search jobs...',
  loading: 'Loading jobs',
  fetchFailed: 'Error loading jobs',
  emptyTitle: JOB_MESSAGES.emptyTitle,
  emptyHint: JOB_MESSAGES.emptyHint,
  emptySearchHint: JOB_MESSAGES.emptySearchHint,
  plural: 'jobs',
  pagesLabel: 'Job pages',
  deleteTitle: 'Delete job',
  deleteConfirm: trashConfirm('this job'),
  deleted: JOB_MESSAGES.deleted,
};

export default function JobsRoute() {
  const list = useListParams();
  const { params } = list;
  const query = useQuery(jobsQuery(params));
  const remove = useDeleteRecord('/jobs', JOBS_KEY);
  return (
    <CollectionSection
      copy={COPY}
      icon={Briefcase}
      list={list}
      selects={[
        { name: 'status', label: 'Filter by state', allLabel: 'All States', value: params.status, options: JOB_STATE_OPTIONS },
        { name: 'category', label: 'Filter by pathway', allLabel: 'All Pathways', value: params.category, options: JOB_PATHWAY_OPTIONS },
      ]}
      filtered={hasActiveFilter(params)}
      pageSize={JOB_PAGE_SIZE}
      query={query}
      items={(data) => data.jobs}
      remove={remove}
      history={{ kind: 'jobs', listKey: JOBS_KEY }}
      bulk={{ kind: 'jobs', listKey: JOBS_KEY }}
      renderTable={(jobs, handlers, sorting) => <JobsTable jobs={jobs} {...handlers} {...sorting} />}
      renderForm={(job, onClose) => <JobFormDialog job={job} onClose={onClose} />}
      renderView={(job, onClose) => <JobViewDialog job={job} onClose={onClose} />}
    />
  );
}
