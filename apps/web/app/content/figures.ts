import type { Figure } from '@mnch/shared';
import type { FigureSet } from '../lib/figures';

/**
 * Which figures each block of figures shows. The figures themselves are data (GET /api/figures; admins
 * change them at /admin/figures), read once per page by the public layout (lib/figures.ts, useFigures).
 */
export type { Figure };
export { formatFigure } from '@mnch/shared';

/** The four counters of the home page. */
export const homeCounters = (f: FigureSet): Figure[] => [
  { ...f.yearsOfResearch, label: 'Years of research' },
  { ...f.countries, label: 'Countries' },
  { ...f.publications, label: 'Publications' },
  f.livesSavedUganda,
];

/** Publication statistics (home and publications page). */
export const publicationStats = (f: FigureSet): Figure[] => [
  { ...f.publications, label: 'Publications' },
  f.hIndex,
  f.citations,
  f.i10Index,
];
