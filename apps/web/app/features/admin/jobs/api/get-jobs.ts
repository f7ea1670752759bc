import { JOB_PAGE_SIZE, jobsListSchema, type Job } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters in the address: `search`, `status` (the job's state: open, closed, draft), `category` (the pathway), `page`. */
export const jobsFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  status: z.string().default(''),
  category: z.string().default(''),
  page: z.number().int().min(1).default(1),
  /** The sort (`title`, `-year`), '' for the list's own order. */
  sort: z.string().default(''),
});
export type JobsFilter = z.input<typeof jobsFilterSchema>;

export interface JobsPage {
  jobs: Job[];
  total: number;
  totalPages: number;
}

export const JOBS_KEY = ['admin', 'jobs'] as const;

export async function getJobs(filter: JobsFilter, signal?: AbortSignal): Promise<JobsPage> {
  const f = jobsFilterSchema.parse(filter);
  const data = await api.get('/jobs', jobsListSchema, {
    query: { page: f.page, sort: f.sort, limit: JOB_PAGE_SIZE, search: f.search, state: f.status || 'all', pathway: f.category },
    signal,
  });
  return { jobs: data.jobs, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of jobs (drafts, open and closed), filtered and paged on the server. */
export const jobsQuery = (filter: JobsFilter) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'list', jobsFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getJobs(filter, signal),
    placeholderData: keepPreviousData,
  });
