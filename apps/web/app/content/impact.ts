import { Baby, GraduationCap, HeartPulse, Hospital, Users } from 'lucide-react';
import { figures, type Figure } from './figures';
import type { Feature, PageIntro } from './types';

export const impactIntro: PageIntro = {
  name: 'Our Impact',
  description:
    'The reach and results of our work: lives touched, health workers trained, publications, awards, success stories and our goals for 2030.',
  eyebrow: 'Impact',
  heading: 'Our Impact',
  lead: 'From district hospitals in Uganda to partners across Africa, our research, training and partnerships are changing how mothers, newborns and children are cared for.',
};

/** The global stats block (spec part 1, section 9, impact counters; figures from figures.ts). */
export const reachStats: Figure[] = [
  figures.livesTouched,
  figures.healthWorkersTrained,
  figures.publications,
  figures.awards,
];

export const reachCopy = {
  id: 'our-reach',
  eyebrow: 'Our Reach',
  title: 'Reaching families in Uganda and beyond',
  intro: `Our programmes and studies run in Ugandan districts and, with partners, in ${figures.countries.value} countries across Africa and beyond.`,
};

export const researchMetrics: Figure[] = [
  figures.publications,
  figures.hIndex,
  figures.citations,
  figures.i10Index,
];

export const highlights: Feature[] = [
  {
    icon: Baby,
    title: 'Newborn care units',
    text: 'District hospitals supported to open newborn care units, with more small and sick babies surviving to discharge.',
  },
  {
    icon: HeartPulse,
    title: 'Safer childbirth',
    text: 'Maternal death reviews and quality-improvement teams in partner facilities turned findings into better emergency care.',
  },
  {
    icon: Users,
    title: 'Village health teams',
    text: 'Community health workers equipped to visit mothers and newborns at home and refer danger signs early.',
  },
];

export const storiesCopy = {
  id: 'stories',
  eyebrow: 'Success Stories',
  title: 'Capacity that stays',
  intro:
    'Our training and mentorship programmes build the people who lead maternal and child health in their own facilities and universities.',
  mentorships: { label: 'View Mentorships', to: '/training' },
};

export const capacityStats: Figure[] = [
  figures.mastersStudents,
  figures.phdCandidates,
  figures.professionalsTrainedYearly,
  { ...figures.countries, label: 'Countries' },
];

export const stories: Feature[] = [
  {
    icon: Hospital,
    title: 'A midwife mentor in Busoga',
    text: 'After the centre\'s mentorship course, a senior midwife set up weekly drills on bleeding after birth in her health centre; the team now mentors three neighbouring facilities.',
  },
  {
    icon: GraduationCap,
    title: 'From data clerk to PhD',
    text: 'A former field data clerk on one of our newborn studies completed a masters degree with the centre and now leads her own PhD research on small babies.',
  },
  {
    icon: Users,
    title: 'Community forum leaders',
    text: 'Village health team members trained by the centre now run monthly community dialogues on pregnancy danger signs in their parishes.',
  },
];

export const recognitionCopy = {
  id: 'reports',
  eyebrow: 'Awards and recognition',
  title: 'Recognised for research that changes practice',
  intro: `Our teams have received ${figures.awards.value} awards and recognitions for research, innovation and partnership.`,
  link: { label: 'See our awards', to: '/about#awards' },
};

export const goalsCopy = {
  eyebrow: 'Looking ahead',
  title: 'Our goals for 2030',
  intro: 'By 2030 we aim to more than double the reach of proven care for mothers, newborns and children.',
};

export const goals2030: Figure[] = [
  figures.goals2030.lives,
  figures.goals2030.countries,
  figures.goals2030.healthWorkers,
  figures.goals2030.projects,
];
