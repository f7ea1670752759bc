import type { BadgeTone } from './ui';
import { projectPath } from '@mnch/shared';

/**
 * Project helpers shared by the research page and the article page (which shows a project when asked
 * for one). Status is `active` / `completed` / `paused`, one set of values everywhere: the public side
 * shows `active` as "Ongoing", and the filter counts use the same values as the badges.
 */

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** The query parameter that named the project on /article/{slug} (old addresses, answered 301 to /research/{slug}). */
export const PROJECT_QUERY_PARAM = 'project';

export const PROJECT_STATUS_DISPLAY: Record<string, { label: string; tone: BadgeTone }> = {
  active: { label: 'Ongoing', tone: 'brand' },
  completed: { label: 'Completed', tone: 'blue' },
  paused: { label: 'Paused', tone: 'amber' },
};

export function projectStatusDisplay(status: string): { label: string; tone: BadgeTone } {
  return PROJECT_STATUS_DISPLAY[status] ?? { label: status.charAt(0).toUpperCase() + status.slice(1), tone: 'neutral' };
}

/** Whole days from start to end (end minus start, 86,400,000 ms a day); null without both valid dates. */
export function projectDurationDays(start: string | null | undefined, end: string | null | undefined): number | null {
  if (!start || !end) return null;
  const ms = new Date(end).getTime() - new Date(start).getTime();
  if (Number.isNaN(ms)) return null;
  return Math.max(0, Math.round(ms / DAY_MS));
}

export function formatDays(days: number): string {
  return `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;
}

export function formatParticipants(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'participant' : 'participants'}`;
}

/** Where View Details goes: the project's page, /research/{slug} (projectPath, packages/shared/src/rules/paths.ts). */
export const projectHref = (project: { slug: string }): string => projectPath(project.slug);

/** The id from an old address's `?project=`, when it is a positive whole number. */
export function parseProjectId(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  return Number(value);
}

/** Progress as a whole percentage between 0 and 100. */
export function clampProgress(value: number | null | undefined): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
