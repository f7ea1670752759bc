import {
  ApiError,
  PAGE_SIZES,
  PROJECT_CATEGORIES,
  PROJECT_STATUSES,
  RESEARCH_URL,
  type Project,
  type PublicReads,
  type UrlStateOf,
} from '@mnch/shared';
import { previewText as cutShared } from '@mnch/shared';
import { PROJECT_LIST } from '../../content/research';

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

/** The project fields the cards show (as GET /api/projects returns them). */
export type ProjectSummary = Pick<Project, 'id' | 'title' | 'slug' | 'description' | 'status' | 'category' | 'tags'> &
  Partial<Pick<Project, 'imageUrl' | 'image' | 'startDate' | 'endDate' | 'geographicalScope' | 'teamMembers' | 'progress'>>;

/**
 * The list's state, all of it in the URL (?q=&status=&category=&page=) so links can be shared: RESEARCH_URL
 * (packages/shared/src/page-urls.ts); `page` is the page of results shown (one page per answer).
 */
export const PROJECTS_STATE = RESEARCH_URL;
export type ProjectFilters = UrlStateOf<typeof PROJECTS_STATE.fields>;

export function parseStatus(value: string | null): ProjectStatus | undefined {
  return PROJECTS_STATE.fields.status.read(value);
}

export function parseCategory(value: string | null): ProjectCategory | undefined {
  return PROJECTS_STATE.fields.category.read(value);
}

export const parseFilters = (params: URLSearchParams): ProjectFilters => PROJECTS_STATE.parse(params);

/** The page's address for these filters; empty values and page 1 are left out. */
export function projectsHref(filters: Partial<ProjectFilters>, hash = `#${PROJECT_LIST.anchor}`): string {
  return `${PROJECT_LIST.path}${PROJECTS_STATE.href(filters)}${hash}`;
}

export function hasActiveFilters(filters: ProjectFilters): boolean {
  return Boolean(filters.q || filters.status || filters.category);
}

/** The card's description: markup stripped, cut to 80 characters plus an ellipsis. */
export function previewText(html: string | null | undefined, max: number = PROJECT_LIST.previewLength): string {
  return cutShared(html, max);
}

/** The first `max` tags and how many more there are ("+N more"). */
export function visibleTags(tags: readonly string[] | null | undefined, max: number = PROJECT_LIST.tagsPerCard) {
  const all = (tags ?? []).filter((t) => t.trim());
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}

/** Counts per status for the filter buttons, under the current search and category. */
export type StatusCounts = { all: number } & Record<ProjectStatus, number>;

export type ProjectsResult =
  { status: 'ok'; projects: ProjectSummary[]; page: number; totalPages: number; total: number; counts: StatusCounts } | { status: 'error' };

/**
 * Page `filters.page` of the matching projects (paged and filtered by the server: one page per answer,
 * whatever the page number), and the count of each status under the same search and category, so the
 * numbers on the buttons agree with the badges on the cards: one read of the counts
 * (GET /api/projects/counts) beside the page's. A page past the last has no projects and says how many
 * pages there are (projects-list.tsx links back).
 */
export async function fetchProjects(
  read: Pick<PublicReads, 'projects' | 'projectCounts'>,
  filters: ProjectFilters,
): Promise<ProjectsResult> {
  const base = { search: filters.q || undefined, category: filters.category };
  const size = PAGE_SIZES.projects;
  try {
    const [data, { total: all, byStatus }] = await Promise.all([
      read.projects({ ...base, status: filters.status, page: filters.page, limit: size }),
      read.projectCounts(base),
    ]);
    const counts: StatusCounts = { all, ...byStatus };
    const total = data.pagination.total;
    return { status: 'ok', projects: data.projects, page: filters.page, totalPages: Math.ceil(total / size), total, counts };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { status: 'ok', projects: [], page: 1, totalPages: 0, total: 0, counts: { all: 0, active: 0, completed: 0, paused: 0 } };
    }
    return { status: 'error' };
  }
}
