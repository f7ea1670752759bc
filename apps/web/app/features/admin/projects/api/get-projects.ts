import { PAGE_SIZES, projectsListSchema, type Project } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters (GET /api/projects: `search`, `status`, `category`, `archived`, `page`). */
export const projectsFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  status: z.string().default(''),
  category: z.string().default(''),
  /** '' active projects (the API's default), 'true' archived ones, 'all' both. */
  archived: z.enum(['', 'true', 'all']).catch('').default(''),
  page: z.number().int().min(1).default(1),
  /** The sort (`title`, `-year`), '' for the list's own order. */
  sort: z.string().default(''),
});
export type ProjectsFilter = z.input<typeof projectsFilterSchema>;

export interface ProjectsPage {
  projects: Project[];
  total: number;
  totalPages: number;
}

export const PROJECTS_KEY = ['admin', 'projects'] as const;

export async function getProjects(filter: ProjectsFilter, signal?: AbortSignal): Promise<ProjectsPage> {
  const f = projectsFilterSchema.parse(filter);
  const data = await api.get('/projects', projectsListSchema, {
    query: {
      page: f.page,
      sort: f.sort,
      limit: PAGE_SIZES.projects,
      search: f.search,
      status: f.status,
      category: f.category,
      archived: f.archived,
    },
    signal,
  });
  return { projects: data.projects, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of projects (active, archived or both), filtered and paged on the server. */
export const projectsQuery = (filter: ProjectsFilter) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'list', projectsFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getProjects(filter, signal),
    placeholderData: keepPreviousData,
  });
