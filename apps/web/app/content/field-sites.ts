/**
 * The centre's field sites in Kampala and Busoga. `x` and `y`
 * place a site on the regional illustration, as percentages of its width and height. Figures are
 * illustrative.
 */
export type FieldSiteRegion = 'kampala' | 'busoga';
export type FieldSiteMotif = 'hospital' | 'clinic' | 'community' | 'school';

export interface FieldSite {
  id: string;
  name: string;
  region: FieldSiteRegion;
  /** What kind of site it is, as shown to visitors. */
  type: string;
  x: number;
  y: number;
  engagement: {
    healthWorkersTrained: number;
    communitiesReached: number;
    programsActive: number;
    livesImpacted: number;
  };
  programs: string[];
  description: string;
  /** The site's picture: an own illustration drawn from a gradient and a motif (no photo). */
  image: { from: string; to: string; motif: FieldSiteMotif };
}

export const fieldSiteRegions: Record<FieldSiteRegion, { label: string; description: string }> = {
  kampala: { label: 'Kampala', description: 'Urban and peri-urban sites in the capital city' },
  busoga: { label: 'Busoga', description: 'Rural districts east of the River Nile' },
};

export const fieldSites: FieldSite[] = [
  {
    id: 'kawempe',
    name: 'Kawempe Maternity Unit',
    region: 'kampala',
    type: 'Referral hospital',
    x: 17,
    y: 30,
    engagement: { healthWorkersTrained: 420, communitiesReached: 35, programsActive: 4, livesImpacted: 86_000 },
    programs: ['Newborn care unit', 'Maternal death reviews', 'Kangaroo mother care'],
    description:
      'One of the busiest maternity units in the country, where our teams study the care of small and sick newborns and support quality-improvement teams on the labour ward.',
    image: { from: '#0f3d29', to: '#26995f', motif: 'hospital' },
  },
  {
    id: 'nakawa',
    name: 'Nakawa Health Centre IV',
    region: 'kampala',
    type: 'Health centre',
    x: 29,
    y: 42,
    engagement: { healthWorkersTrained: 180, communitiesReached: 22, programsActive: 3, livesImpacted: 41_000 },
    programs: ['Antenatal care quality', 'Postnatal home visits', 'Family planning integration'],
    description:
      'A busy urban health centre where midwives and our researchers test ways to make antenatal and postnatal visits more complete and more respectful.',
    image: { from: '#0c4a6e', to: '#0ea5e9', motif: 'clinic' },
  },
  {
    id: 'kisenyi',
    name: 'Kisenyi Community Site',
    region: 'kampala',
    type: 'Community site',
    x: 14,
    y: 52,
    engagement: { healthWorkersTrained: 95, communitiesReached: 18, programsActive: 2, livesImpacted: 23_000 },
    programs: ['Urban village health teams', 'Adolescent health clubs'],
    description:
      'An informal settlement where village health teams visit mothers and newborns at home and young people meet in adolescent health clubs.',
    image: { from: '#7c2d12', to: '#f59e0b', motif: 'community' },
  },
  {
    id: 'makindye',
    name: 'Makindye Nursing and Midwifery School',
    region: 'kampala',
    type: 'Training institution',
    x: 24,
    y: 62,
    engagement: { healthWorkersTrained: 610, communitiesReached: 12, programsActive: 2, livesImpacted: 15_000 },
    programs: ['Midwifery skills laboratory', 'Newborn resuscitation training'],
    description:
      'A partner school where student midwives and nurses train on newborn resuscitation and emergency obstetric care with our simulation kits.',
    image: { from: '#4c1d95', to: '#8b5cf6', motif: 'school' },
  },
  {
    id: 'iganga',
    name: 'Iganga General Hospital',
    region: 'busoga',
    type: 'District hospital',
    x: 70,
    y: 34,
    engagement: { healthWorkersTrained: 350, communitiesReached: 64, programsActive: 4, livesImpacted: 112_000 },
    programs: ['Newborn care unit', 'Maternal death surveillance', 'Referral systems study'],
    description:
      'The district hospital at the heart of our Busoga work, with a newborn care unit set up with the district health team and a strong referral link to surrounding health centres.',
    image: { from: '#134f34', to: '#48b37b', motif: 'hospital' },
  },
  {
    id: 'mayuge',
    name: 'Mayuge Health Centre IV',
    region: 'busoga',
    type: 'Health centre',
    x: 74,
    y: 58,
    engagement: { healthWorkersTrained: 160, communitiesReached: 41, programsActive: 3, livesImpacted: 58_000 },
    programs: ['Emergency obstetric care', 'Lakeshore outreach'],
    description:
      'A health centre near the Lake Victoria shore that serves fishing communities, where we study emergency obstetric care and outreach to islands.',
    image: { from: '#075985', to: '#38bdf8', motif: 'clinic' },
  },
  {
    id: 'kamuli',
    name: 'Kamuli Village Health Teams',
    region: 'busoga',
    type: 'Community site',
    x: 64,
    y: 14,
    engagement: { healthWorkersTrained: 540, communitiesReached: 88, programsActive: 2, livesImpacted: 74_000 },
    programs: ['Home visits for mothers and newborns', 'Community dialogues'],
    description:
      'Village health teams across the district who visit pregnant women and newborns at home, recognise danger signs early and refer to the nearest facility.',
    image: { from: '#92400e', to: '#fbbf24', motif: 'community' },
  },
  {
    id: 'jinja',
    name: 'Jinja Regional Training Hub',
    region: 'busoga',
    type: 'Training institution',
    x: 53,
    y: 44,
    engagement: { healthWorkersTrained: 720, communitiesReached: 30, programsActive: 3, livesImpacted: 39_000 },
    programs: ['Mentorship for midwives', 'Data for decision-making course', 'Quality-improvement coaching'],
    description:
      'The regional hub where health workers from across Busoga come for short courses, mentorship and quality-improvement coaching.',
    image: { from: '#581c87', to: '#c084fc', motif: 'school' },
  },
];
