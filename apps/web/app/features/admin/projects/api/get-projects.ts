import { PAGE_SIZES, projectsListSchema, type Project } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters (GET /api/projects: `search`, `status`, `category`, `page`). */
export const projectsFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  status: z.string().default(''),
  category: z.string().default(''),
  page: z.number().int().min(1).default(1),
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
    query: { page: f.page, limit: PAGE_SIZES.projects, search: f.search, status: f.status, category: f.category },
    signal,
  });
  return { projects: data.projects, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of (not archived) projects, filtered and paged on the server. */
export const projectsQuery = (filter: ProjectsFilter) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'list', projectsFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getProjects(filter, signal),
    placeholderData: keepPreviousData,
  });
