import { FIELD_SITES, collectionSchemas } from '@mnch/shared';
import type { Services } from '../../app';

/** The sample field sites of the impact page (once apps/web/app/content/field-sites.ts), as they were there. Figures are illustrative. */
const SAMPLE_FIELD_SITES = [
  {
    name: 'Kawempe Maternity Unit',
    region: 'kampala',
    type: 'Referral hospital',
    x: 17,
    y: 30,
    healthWorkersTrained: 420,
    communitiesReached: 35,
    programsActive: 4,
    livesImpacted: 86000,
    programs: ['Newborn care unit', 'Maternal death reviews', 'Kangaroo mother care'],
    description:
      'One of the busiest maternity units in the country, where our teams study the care of small and sick newborns and support quality-improvement teams on the labour ward.',
    colorFrom: '#0f3d29',
    colorTo: '#26995f',
    motif: 'hospital',
  },
  {
    name: 'Nakawa Health Centre IV',
    region: 'kampala',
    type: 'Health centre',
    x: 29,
    y: 42,
    healthWorkersTrained: 180,
    communitiesReached: 22,
    programsActive: 3,
    livesImpacted: 41000,
    programs: ['Antenatal care quality', 'Postnatal home visits', 'Family planning integration'],
    description:
      'A busy urban health centre where midwives and our researchers test ways to make antenatal and postnatal visits more complete and more respectful.',
    colorFrom: '#0c4a6e',
    colorTo: '#0ea5e9',
    motif: 'clinic',
  },
  {
    name: 'Kisenyi Community Site',
    region: 'kampala',
    type: 'Community site',
    x: 14,
    y: 52,
    healthWorkersTrained: 95,
    communitiesReached: 18,
    programsActive: 2,
    livesImpacted: 23000,
    programs: ['Urban village health teams', 'Adolescent health clubs'],
    description:
      'An informal settlement where village health teams visit mothers and newborns at home and young people meet in adolescent health clubs.',
    colorFrom: '#7c2d12',
    colorTo: '#f59e0b',
    motif: 'community',
  },
  {
    name: 'Makindye Nursing and Midwifery School',
    region: 'kampala',
    type: 'Training institution',
    x: 24,
    y: 62,
    healthWorkersTrained: 610,
    communitiesReached: 12,
    programsActive: 2,
    livesImpacted: 15000,
    programs: ['Midwifery skills laboratory', 'Newborn resuscitation training'],
    description:
      'A partner school where student midwives and nurses train on newborn resuscitation and emergency obstetric care with our simulation kits.',
    colorFrom: '#4c1d95',
    colorTo: '#8b5cf6',
    motif: 'school',
  },
  {
    name: 'Iganga General Hospital',
    region: 'busoga',
    type: 'District hospital',
    x: 70,
    y: 34,
    healthWorkersTrained: 350,
    communitiesReached: 64,
    programsActive: 4,
    livesImpacted: 112000,
    programs: ['Newborn care unit', 'Maternal death surveillance', 'Referral systems study'],
    description:
      'The district hospital at the heart of our Busoga work, with a newborn care unit set up with the district health team and a strong referral link to surrounding health centres.',
    colorFrom: '#134f34',
    colorTo: '#48b37b',
    motif: 'hospital',
  },
  {
    name: 'Mayuge Health Centre IV',
    region: 'busoga',
    type: 'Health centre',
    x: 74,
    y: 58,
    healthWorkersTrained: 160,
    communitiesReached: 41,
    programsActive: 3,
    livesImpacted: 58000,
    programs: ['Emergency obstetric care', 'Lakeshore outreach'],
    description:
      'A health centre near the Lake Victoria shore that serves fishing communities, where we study emergency obstetric care and outreach to islands.',
    colorFrom: '#075985',
    colorTo: '#38bdf8',
    motif: 'clinic',
  },
  {
    name: 'Kamuli Village Health Teams',
    region: 'busoga',
    type: 'Community site',
    x: 64,
    y: 14,
    healthWorkersTrained: 540,
    communitiesReached: 88,
    programsActive: 2,
    livesImpacted: 74000,
    programs: ['Home visits for mothers and newborns', 'Community dialogues'],
    description:
      'Village health teams across the district who visit pregnant women and newborns at home, recognise danger signs early and refer to the nearest facility.',
    colorFrom: '#92400e',
    colorTo: '#fbbf24',
    motif: 'community',
  },
  {
    name: 'Jinja Regional Training Hub',
    region: 'busoga',
    type: 'Training institution',
    x: 53,
    y: 44,
    healthWorkersTrained: 720,
    communitiesReached: 30,
    programsActive: 3,
    livesImpacted: 39000,
    programs: ['Mentorship for midwives', 'Data for decision-making course', 'Quality-improvement coaching'],
    description:
      'The regional hub where health workers from across Busoga come for short courses, mentorship and quality-improvement coaching.',
    colorFrom: '#581c87',
    colorTo: '#c084fc',
    motif: 'school',
  },
];

/** Creates the sample field sites through the field-sites collection's service (as the back office would). */
export async function seedSampleFieldSites(services: Services, createdBy: number): Promise<number> {
  const { create } = collectionSchemas(FIELD_SITES);
  for (const site of SAMPLE_FIELD_SITES) await services['field-sites'].create(create.parse(site), createdBy);
  return SAMPLE_FIELD_SITES.length;
}
