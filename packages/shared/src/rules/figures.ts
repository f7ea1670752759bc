/**
 * The site's figures without zod (pages format them on first load; the schemas are in
 * ../schemas/figures.ts): the fixed set of keys pages refer to, the shape of a figure and its format.
 */

/** Every figure the site quotes, by the key pages refer to it by. The values are data (GET /figures). */
export const FIGURE_KEYS = [
  'established',
  'yearsOfResearch',
  'countries',
  'publications',
  'livesSavedUganda',
  'hIndex',
  'citations',
  'i10Index',
  'healthWorkersTrained',
  'livesTouched',
  'awards',
  'projects',
  'portfolioProjects',
  'portfolioCountries',
  'researchFunding',
  'corePrograms',
  'beneficiaries',
  'mastersStudents',
  'phdCandidates',
  'students.total',
  'students.phdGraduates',
  'students.partnerUniversities',
  'students.successRate',
  'professionalsTrainedYearly',
  'goals2030.lives',
  'goals2030.countries',
  'goals2030.healthWorkers',
  'goals2030.projects',
  'partners.academic',
  'partners.government',
  'partners.international',
  'partners.ngo',
  'community.advisoryBoardDistricts',
  'community.villageHealthTeamsTrained',
  'community.forumsYearly',
  'community.fieldSiteVillages',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];
export const isFigureKey = (key: string): key is FigureKey => FIGURE_KEYS.some((known) => known === key);

/** A figure as pages show it: "2.8M+", "$50M+", "2013". */
export interface Figure {
  /** The number a counter animates to (e.g. 2.8 for "2.8M+"). */
  value: number;
  prefix?: string;
  suffix?: string;
  label: string;
  /** Shown without thousands separators (years). */
  plain?: boolean;
}

export function formatFigure(figure: Pick<Figure, 'value' | 'prefix' | 'suffix' | 'plain'>): string {
  const value = figure.plain ? String(figure.value) : figure.value.toLocaleString('en-US');
  return `${figure.prefix ?? ''}${value}${figure.suffix ?? ''}`;
}
