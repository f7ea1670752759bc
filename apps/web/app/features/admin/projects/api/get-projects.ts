import { PAGE_SIZES, projectsListSchema } from '@mnch/shared';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { anyFilter, listFilterSchema, listQuery, pageTotals } from '../../components/list-query';

export const PROJECTS_KEY = ['admin', 'projects'] as const;

const projectsFilterSchema = listFilterSchema({
  status: anyFilter(),
  category: anyFilter(),
  /** '' active projects (the API's default), 'true' archived ones, 'all' both. */
  archived: z.enum(['', 'true', 'all']).catch('').default(''),
});

/** One page of projects (active, archived or both), filtered and paged on the server (GET /api/projects). */
export const projectsQuery = listQuery(PROJECTS_KEY, projectsFilterSchema, async (filter, signal) => {
  const data = await api.get('/projects', projectsListSchema, { query: { ...filter, limit: PAGE_SIZES.projects }, signal });
  return { projects: data.projects, ...pageTotals(data.pagination) };
});
