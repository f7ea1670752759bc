import type { FigureData, FigureKey } from '@mnch/shared';

/**
 * The site's figures as they were quoted before they became data: stored once in every
 * database, fresh or upgraded, by the data step `0020-figures` (./data-steps.ts). Admins change them in
 * the back office (/admin/figures).
 */
type Seed = { key: FigureKey } & Partial<FigureData> & Pick<FigureData, 'value' | 'label'>;

const SEEDS: Seed[] = [
  { key: 'established', value: 2013, label: 'Established', plain: true },
  { key: 'yearsOfResearch', value: 20, suffix: '+', label: 'Years of research' },
  { key: 'countries', value: 22, suffix: '+', label: 'Countries reached' },
  { key: 'publications', value: 100, suffix: '+', label: 'Publications' },
  { key: 'livesSavedUganda', value: 120000, suffix: '+', label: 'Lives saved in Uganda' },
  { key: 'hIndex', value: 54, label: 'H-index' },
  { key: 'citations', value: 14933, label: 'Citations' },
  { key: 'i10Index', value: 176, label: 'i10-index' },
  { key: 'healthWorkersTrained', value: 15000, suffix: '+', label: 'Health workers trained' },
  { key: 'livesTouched', value: 2.8, suffix: 'M+', label: 'Lives touched' },
  { key: 'awards', value: 45, label: 'Awards and recognitions' },
  { key: 'projects', value: 50, suffix: '+', label: 'Research projects' },
  { key: 'portfolioProjects', value: 20, suffix: '+', label: 'Research projects' },
  { key: 'portfolioCountries', value: 20, suffix: '+', label: 'Countries in our research' },
  { key: 'researchFunding', value: 50, prefix: '$', suffix: 'M+', label: 'Research funding' },
  { key: 'corePrograms', value: 6, label: 'Core programs' },
  { key: 'beneficiaries', value: 2.5, suffix: 'M+', label: 'Beneficiaries' },
  { key: 'mastersStudents', value: 36, label: 'Masters students' },
  { key: 'phdCandidates', value: 8, label: 'PhD candidates' },
  { key: 'students.total', value: 14, label: 'Students' },
  { key: 'students.phdGraduates', value: 8, label: 'PhD graduates' },
  { key: 'students.partnerUniversities', value: 6, label: 'Partner universities' },
  { key: 'students.successRate', value: 100, suffix: '%', label: 'Success rate' },
  { key: 'professionalsTrainedYearly', value: 150, suffix: '+', label: 'Professionals trained each year' },
  { key: 'goals2030.lives', value: 5, suffix: 'M+', label: 'Lives reached' },
  { key: 'goals2030.countries', value: 35, label: 'Countries' },
  { key: 'goals2030.healthWorkers', value: 25, suffix: 'K+', label: 'Health workers trained' },
  { key: 'goals2030.projects', value: 100, suffix: '+', label: 'Research projects' },
  { key: 'partners.academic', value: 45, label: 'Academic partners' },
  { key: 'partners.government', value: 28, label: 'Government partners' },
  { key: 'partners.international', value: 15, label: 'International organisations' },
  { key: 'partners.ngo', value: 62, label: 'NGO and community partners' },
  { key: 'community.advisoryBoardDistricts', value: 8, label: 'Districts with community advisory boards' },
  { key: 'community.villageHealthTeamsTrained', value: 1200, suffix: '+', label: 'Village health team members trained' },
  { key: 'community.forumsYearly', value: 52, label: 'Forums held each year' },
  { key: 'community.fieldSiteVillages', value: 150, suffix: '+', label: 'Villages in our field sites' },
];

export const CENTRE_FIGURES: ReadonlyArray<{ key: FigureKey } & FigureData> = SEEDS.map((seed) => ({
  prefix: '',
  suffix: '',
  plain: false,
  ...seed,
}));
