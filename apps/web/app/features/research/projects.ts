import { PAGE_SIZES, PROJECT_STATUSES } from '@mnch/shared';
import type { ApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';

/** The project fields this page shows (API.md, "Projects"). */
export interface ProjectSummary {
  id: number | string;
  title: string;
  description?: string | null;
  status: string;
  category?: string | null;
  tags?: string[] | null;
  geographicalScope?: string | null;
}

export type ProjectStatusFilter = (typeof PROJECT_STATUSES)[number] | undefined;

export function parseStatus(value: string | null): ProjectStatusFilter {
  return (PROJECT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ProjectStatusFilter) : undefined;
}

/** Markup removed, cut to `max` characters with an ellipsis. */
export function previewText(html: string | null | undefined, max = 80): string {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

export type ProjectsResult = { status: 'ok'; projects: ProjectSummary[]; total: number } | { status: 'error' };

/** The first page of projects; 'ok' with an empty list when the projects API does not exist yet. */
export async function fetchProjects(client: ApiClient, status: ProjectStatusFilter): Promise<ProjectsResult> {
  try {
    const data = await client.get<{ projects?: ProjectSummary[]; total?: number; pagination?: { total: number } }>(
      '/projects',
      { query: { status, page: 1, limit: PAGE_SIZES.projects } },
    );
    const projects = data.projects ?? [];
    return { status: 'ok', projects, total: data.pagination?.total ?? data.total ?? projects.length };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'ok', projects: [], total: 0 };
    return { status: 'error' };
  }
}
