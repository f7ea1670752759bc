import { JOB_PAGE_SIZE, jobsListSchema } from '@mnch/shared';
import { api } from '../../../../lib/api-client';
import { anyFilter, listFilterSchema, listQuery, pageTotals } from '../../components/list-query';

export const JOBS_KEY = ['admin', 'jobs'] as const;

/**
 * One page of jobs (drafts, open and closed), filtered and paged on the server. The filters in the address:
 * `status` (the job's state: open, closed, draft) and `category` (the pathway).
 */
export const jobsQuery = listQuery(JOBS_KEY, listFilterSchema({ status: anyFilter(), category: anyFilter() }), async (f, signal) => {
  const data = await api.get('/jobs', jobsListSchema, {
    query: { page: f.page, sort: f.sort, limit: JOB_PAGE_SIZE, search: f.search, state: f.status || 'all', pathway: f.category },
    signal,
  });
  return { jobs: data.jobs, ...pageTotals(data.pagination) };
});
