import { JOB_PATHWAYS, isOneOf, type Job } from '@mnch/shared';
import { ALL_PATHWAYS, type PathwayFilter } from '../../content/careers';

/** The positions of one pathway, or all of them. */
export function filterJobs(jobs: readonly Job[], filter: PathwayFilter): Job[] {
  return filter === ALL_PATHWAYS ? [...jobs] : jobs.filter((job) => job.pathway === filter);
}

/** The filter named in the URL (`?pathway=`, a pathway id); anything unknown means all positions. */
export function parsePathwayFilter(value: string | null): PathwayFilter {
  return value && isOneOf(JOB_PATHWAYS, value) ? value : ALL_PATHWAYS;
}

/** How many positions each filter shows. */
export function countByFilter(jobs: readonly Job[]): Record<PathwayFilter, number> {
  const counts = { [ALL_PATHWAYS]: jobs.length } as Record<PathwayFilter, number>;
  for (const pathway of JOB_PATHWAYS) counts[pathway] = jobs.filter((job) => job.pathway === pathway).length;
  return counts;
}
