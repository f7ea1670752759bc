/**
 * Texts of the smaller public pages: events, publications, team, training, research, media, contact,
 * newsletter and get involved.
 */
import {
  BookOpen,
  Building2,
  FileText,
  GraduationCap,
  HeartPulse,
  Landmark,
  Laptop,
  Megaphone,
  Presentation,
  Stethoscope,
  Users,
  UsersRound,
  Microscope,
} from 'lucide-react';
import { figures, type Figure } from './figures';
import { site } from './site';
import type { Feature, PageIntro } from './types';

// Events ------------------------------------------------------------------------------------------

export const eventsIntro: PageIntro = {
  name: 'Events',
  description: 'Conferences, workshops, webinars, training sessions and symposiums of the centre and its partners.',
  eyebrow: 'Events',
  heading: 'Learn, share and connect',
  lead: 'We host and take part in conferences, workshops, webinars, training sessions and symposiums that bring researchers, health workers and decision makers together.',
};

// Publications ------------------------------------------------------------------------------------

export const publicationsIntro: PageIntro = {
  name: 'Publications',
  description: 'Peer-reviewed papers, research reports and policy briefs from the centre.',
  eyebrow: 'Research output',
  heading: 'Publications',
  lead: 'Peer-reviewed papers, research reports, conference papers and book chapters by our researchers and students.',
};

export const publicationKinds: Feature[] = [
  { icon: BookOpen, title: 'Journal articles', text: 'Peer-reviewed studies in international and African journals.' },
  { icon: FileText, title: 'Research reports', text: 'Full reports of our studies and evaluations for partners and funders.' },
  { icon: Presentation, title: 'Conference papers', text: 'Findings presented at scientific conferences.' },
  { icon: Landmark, title: 'Policy briefs', text: 'Short summaries of evidence for decision makers.', link: { label: 'Policy briefs and reports', to: '/media#reports' } },
];

// Team --------------------------------------------------------------------------------------------

export const teamIntro: PageIntro = {
  name: 'Our Team',
  description: 'The people of the centre: secretariat, researchers, interns, student research grantees and communications team.',
  eyebrow: 'Our Team',
  heading: 'The people behind the work',
  lead: 'Epidemiologists, clinicians, midwives, nutritionists, social scientists, data managers and communicators working together for mothers and children.',
};

export const teamGroups: Feature[] = [
  { icon: Building2, title: 'Secretariat', text: 'Leads the centre, manages grants and partnerships, and supports every team.' },
  { icon: Microscope, title: 'Research Team', text: 'Principal investigators, research fellows and officers who design and run our studies.' },
  { icon: GraduationCap, title: 'Interns', text: 'Students and recent graduates on 3 to 6 month placements.' },
  { icon: BookOpen, title: 'Student Research Grantees', text: 'Masters and PhD students funded through the centre\'s research grants.' },
  { icon: Megaphone, title: 'Communications Team', text: 'Shares our work through the website, media, events and publications.' },
];

export const teamJoin = {
  title: 'Join Our Mission',
  text: 'We are always looking for talented people who care about the health of mothers and children.',
  primary: { label: 'See careers', to: '/jobs' },
  secondary: { label: 'Get involved', to: '/get-involved' },
};

// Training ----------------------------------------------------------------------------------------

export const trainingIntro: PageIntro = {
  name: 'Training',
  description: 'Capacity building at the centre: mentorship, short courses, postgraduate supervision and research methods training.',
  eyebrow: 'Training and capacity building',
  heading: 'Training the people who care for mothers and children',
  lead: 'We train health workers, students and researchers through courses, mentorship and postgraduate supervision that lead to better care.',
};

export const trainingStats: Figure[] = [
  figures.healthWorkersTrained,
  figures.professionalsTrainedYearly,
  figures.mastersStudents,
  figures.phdCandidates,
];

export const trainingOffers: Feature[] = [
  { icon: HeartPulse, title: 'Clinical mentorship', text: 'Mentors visit health facilities to coach teams in newborn resuscitation, emergency obstetric care and kangaroo mother care.' },
  { icon: Presentation, title: 'Short courses', text: 'Courses in quality improvement, data use, maternal death review and research methods.' },
  { icon: GraduationCap, title: 'Postgraduate supervision', text: 'Supervision of masters and PhD students from the school and partner universities.' },
  { icon: UsersRound, title: 'Early-career fellowships', text: 'Mentored fellowships that help young researchers win their first grants and publish their first papers.' },
];

export const mentorshipCopy = {
  id: 'mentorships',
  title: 'Mentorships',
  text: 'Each mentee is paired with a senior researcher or clinician for at least six months, with an agreed learning plan, regular meetings and a practical project in their own workplace.',
};

// Research ----------------------------------------------------------------------------------------

export const researchIntro: PageIntro = {
  name: 'Research',
  description: 'Ongoing and completed research projects of the centre in maternal, newborn and child health.',
  eyebrow: 'Research',
  heading: 'Research that changes care',
  lead: 'Our projects test how to deliver proven care to every mother and child: in hospitals, in health centres and at home.',
};

export const researchThemes: Feature[] = [
  { icon: Stethoscope, title: 'Quality of care', text: 'What improves care around birth and for small and sick newborns.' },
  { icon: Users, title: 'Community health', text: 'How village health teams and families can reach care earlier.' },
  { icon: Laptop, title: 'Digital innovation', text: 'Tools that help health workers decide, record and follow up.' },
  { icon: Landmark, title: 'Health policy and systems', text: 'Financing, workforce and governance that sustain good care.' },
];

export const researchCollaborate = {
  title: 'Collaborate with us',
  text: 'We welcome research partners, students and funders who share our goals.',
  primary: { label: 'Partner with us', to: '/partners' },
  secondary: { label: 'Read our publications', to: '/publications' },
};

// Media -------------------------------------------------------------------------------------------

export const mediaIntro: PageIntro = {
  name: 'Media',
  description: 'Latest news, policy briefs and reports, press releases and newsletters, and the media gallery of the centre.',
  eyebrow: 'Media',
  heading: 'News and media',
  lead: 'The latest news from our projects, policy briefs and reports, and photos and videos from the field.',
};

// Contact -----------------------------------------------------------------------------------------

export const contactIntro: PageIntro = {
  name: 'Contact Us',
  description: `Contact the ${site.name}: address, phone, email and office hours.`,
  eyebrow: 'Contact Us',
  heading: 'Get in touch',
  lead: `Questions about our research, training or partnerships? Our team is happy to help. ${site.replyPromise}`,
};


// Newsletter --------------------------------------------------------------------------------------

export const newsletterIntro: PageIntro = {
  name: 'Newsletter',
  description: 'Subscribe to the newsletter of the centre: research updates, programme news, policy, partnerships and events.',
  eyebrow: 'Newsletter',
  heading: 'Our newsletter',
  lead: 'Research findings, programme news, policy developments and events from the centre, delivered to your inbox about once a month.',
};

// Get involved ------------------------------------------------------------------------------------

export const getInvolvedIntro: PageIntro = {
  name: 'Get Involved',
  description: 'Ways to get involved: partner with us, join our team, attend our events or contact us.',
  eyebrow: 'Get Involved',
  heading: 'Be part of the change',
  lead: 'There are many ways to support healthier mothers, newborns and children: partner with us, work with us, join our events or simply get in touch.',
};
