/**
 * Every figure the site quotes, in one place: the pages, the counters and the chat assistant read
 * these, so they never disagree. Where two values were in use for one thing, the one the page shows
 * wins (e.g. 100+ publications, H-index 54, 14,933 citations, 22 countries).
 */
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

export const figures = {
  established: { value: 2013, label: 'Established', plain: true },
  yearsOfResearch: { value: 20, suffix: '+', label: 'Years of research' },
  countries: { value: 22, suffix: '+', label: 'Countries reached' },
  publications: { value: 100, suffix: '+', label: 'Publications' },
  livesSavedUganda: { value: 120000, suffix: '+', label: 'Lives saved in Uganda' },
  hIndex: { value: 54, label: 'H-index' },
  citations: { value: 14933, label: 'Citations' },
  i10Index: { value: 176, label: 'i10-index' },
  healthWorkersTrained: { value: 15000, suffix: '+', label: 'Health workers trained' },
  livesTouched: { value: 2.8, suffix: 'M+', label: 'Lives touched' },
  awards: { value: 45, label: 'Awards and recognitions' },
  projects: { value: 50, suffix: '+', label: 'Research projects' },
  /** The about page's research portfolio (20+ projects, 20+ countries). */
  portfolioProjects: { value: 20, suffix: '+', label: 'Research projects' },
  portfolioCountries: { value: 20, suffix: '+', label: 'Countries in our research' },
  researchFunding: { value: 50, prefix: '$', suffix: 'M+', label: 'Research funding' },
  corePrograms: { value: 6, label: 'Core programs' },
  beneficiaries: { value: 2.5, suffix: 'M+', label: 'Beneficiaries' },
  mastersStudents: { value: 36, label: 'Masters students' },
  phdCandidates: { value: 8, label: 'PhD candidates' },
  /** Students page; content/students.ts agrees with these (tested). */
  students: {
    total: { value: 14, label: 'Students' },
    phdGraduates: { value: 8, label: 'PhD graduates' },
    partnerUniversities: { value: 6, label: 'Partner universities' },
    successRate: { value: 100, suffix: '%', label: 'Success rate' },
  },
  professionalsTrainedYearly: { value: 150, suffix: '+', label: 'Professionals trained each year' },
  goals2030: {
    lives: { value: 5, suffix: 'M+', label: 'Lives reached' },
    countries: { value: 35, label: 'Countries' },
    healthWorkers: { value: 25, suffix: 'K+', label: 'Health workers trained' },
    projects: { value: 100, suffix: '+', label: 'Research projects' },
  },
  partners: {
    academic: { value: 45, label: 'Academic partners' },
    government: { value: 28, label: 'Government partners' },
    international: { value: 15, label: 'International organisations' },
    ngo: { value: 62, label: 'NGO and community partners' },
  },
} as const satisfies Record<string, Figure | Record<string, Figure>>;

/** The four counters of the home page. */
export const homeCounters: Figure[] = [
  { ...figures.yearsOfResearch, label: 'Years of research' },
  { ...figures.countries, label: 'Countries' },
  { ...figures.publications, label: 'Publications' },
  figures.livesSavedUganda,
];

/** Publication statistics (home and publications page). */
export const publicationStats: Figure[] = [
  { ...figures.publications, label: 'Publications' },
  figures.hIndex,
  figures.citations,
  figures.i10Index,
];
