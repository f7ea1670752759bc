/** The training page: its intro, figures and offers. */
import { GraduationCap, HeartPulse, Presentation, UsersRound } from 'lucide-react';
import type { FigureSet } from '../lib/figures';
import type { Figure } from './figures';
import type { Feature, PageIntro } from './types';

export const trainingIntro: PageIntro = {
  name: 'Training',
  description: 'Capacity building at the centre: mentorship, short courses, postgraduate supervision and research methods training.',
  eyebrow: 'Training and capacity building',
  heading: 'Training the people who care for mothers and children',
  lead: 'We train health workers, students and researchers through courses, mentorship and postgraduate supervision that lead to better care.',
};

export const trainingStats = (f: FigureSet): Figure[] => [
  f.healthWorkersTrained,
  f.professionalsTrainedYearly,
  f.mastersStudents,
  f.phdCandidates,
];

export const trainingOffers: Feature[] = [
  {
    icon: HeartPulse,
    title: 'Clinical mentorship',
    text: 'Mentors visit health facilities to coach teams in newborn resuscitation, emergency obstetric care and kangaroo mother care.',
  },
  {
    icon: Presentation,
    title: 'Short courses',
    text: 'Courses in quality improvement, data use, maternal death review and research methods.',
  },
  {
    icon: GraduationCap,
    title: 'Postgraduate supervision',
    text: 'Supervision of masters and PhD students from the school and partner universities.',
  },
  {
    icon: UsersRound,
    title: 'Early-career fellowships',
    text: 'Mentored fellowships that help young researchers win their first grants and publish their first papers.',
  },
];

export const mentorshipCopy = {
  id: 'mentorships',
  title: 'Mentorships',
  text: 'Each mentee is paired with a senior researcher or clinician for at least six months, with an agreed learning plan, regular meetings and a practical project in their own workplace.',
};
