import {
  Award,
  BookOpen,
  Compass,
  Eye,
  GraduationCap,
  Handshake,
  HeartHandshake,
  HeartPulse,
  Lightbulb,
  Medal,
  Megaphone,
  Microscope,
  Scale,
  ShieldCheck,
  Sprout,
  Target,
  Trophy,
  Users,
} from 'lucide-react';
import { figures, type Figure } from './figures';
import { site } from './site';
import type { Feature, PageIntro } from './types';

/** Vision, mission and core values (home and about pages). */
export const identity = {
  vision: {
    icon: Eye,
    title: 'Our Vision',
    text: 'A world in which every mother, newborn and child survives, thrives and reaches their full potential.',
  },
  mission: {
    icon: Target,
    title: 'Our Mission',
    text: 'To generate and use evidence, build capacity and strengthen partnerships that improve the health and wellbeing of women, newborns, children and adolescents in Uganda and beyond.',
  },
  values: [
    { icon: ShieldCheck, title: 'Integrity', text: 'Honest, transparent and ethical research and practice.' },
    { icon: Lightbulb, title: 'Innovation', text: 'New ideas tested rigorously and shared openly.' },
    { icon: Handshake, title: 'Partnership', text: 'Working with communities, government and peers as equals.' },
    { icon: Scale, title: 'Equity', text: 'Reaching the women and children who are left furthest behind.' },
    { icon: Award, title: 'Excellence', text: 'High standards in science, teaching and service.' },
  ] satisfies Feature[],
};

export const aboutIntro: PageIntro = {
  name: 'About Us',
  description: `Who we are: the ${site.name} at the ${site.parent} in ${site.city}, established in ${site.established}. Our background, vision, mission, approach and awards.`,
  eyebrow: 'About Us',
  heading: 'A centre of excellence for maternal, newborn and child health',
  lead: `Since ${site.established}, the ${site.name} at the ${site.parent} in ${site.city} has brought together researchers, health workers, students and partners to improve the health of women, newborns and children.`,
};

export const aboutHeroStats: Figure[] = [
  figures.established,
  { ...figures.countries, label: 'Countries' },
  { ...figures.projects, label: 'Projects' },
];

export const whoWeAre = {
  id: 'background',
  eyebrow: 'Our Background',
  title: 'Who We Are',
  paragraphs: [
    `The ${site.name} was established in ${site.established} within the ${site.parent} to respond to Uganda's high rates of maternal and newborn deaths. It grew out of two decades of community and facility research by a team of epidemiologists, paediatricians, midwives, nutritionists and social scientists.`,
    'Today the centre runs research in health facilities and communities across Uganda and collaborates with universities and ministries of health across Africa. Our studies have shaped national guidelines on newborn care, maternal death review, nutrition and community health work.',
    'Alongside research we teach: the centre trains health workers in clinical and quality-improvement skills, supervises masters and PhD students, and mentors early-career researchers who lead the next generation of studies.',
  ],
};

export const whatWeDo: Feature[] = [
  { icon: Microscope, title: 'Research', text: 'Implementation and health-systems research on what improves care and survival.' },
  { icon: GraduationCap, title: 'Training', text: 'Courses, mentorship and postgraduate supervision for health workers and researchers.' },
  { icon: HeartPulse, title: 'Service delivery support', text: 'Quality improvement with district health teams and hospitals.' },
  { icon: Megaphone, title: 'Policy engagement', text: 'Evidence briefs and technical support for national policy and guidelines.' },
  { icon: Users, title: 'Community engagement', text: 'Work with village health teams, families and community leaders.' },
  { icon: BookOpen, title: 'Knowledge sharing', text: 'Publications, reports, events and open data for practitioners and scientists.' },
];

export interface AwardItem {
  year: number;
  title: string;
  by: string;
  text: string;
}

export const awards: AwardItem[] = [
  {
    year: 2020,
    title: 'Excellence in Maternal and Newborn Health Research',
    by: 'National Health Research Forum',
    text: 'For research that informed the national newborn care guidelines.',
  },
  {
    year: 2021,
    title: 'Best Community Health Innovation',
    by: 'East African Public Health Conference',
    text: 'For the community follow-up model for small and sick newborns.',
  },
  {
    year: 2022,
    title: 'Outstanding Research Partnership',
    by: 'University Research Awards',
    text: 'For long-standing collaboration with district health teams and partners.',
  },
  {
    year: 2023,
    title: 'Global Health Impact Award',
    by: 'International Maternal Health Network',
    text: 'For measurable gains in facility-based care for mothers and babies.',
  },
];

export const awardIcons = [Trophy, Medal, Award, Sprout];

export const approach: Feature[] = [
  {
    title: 'Evidence first',
    text: 'We start from the data: what is happening to mothers and babies, where, and why.',
  },
  {
    title: 'Co-design with communities',
    text: 'Families, health workers and leaders help design and test every intervention.',
  },
  {
    title: 'Embedded in the health system',
    text: 'We work through government structures so that what works can be sustained and scaled.',
  },
  {
    title: 'Learning and sharing',
    text: 'Results go back to communities, decision makers and the scientific community quickly.',
  },
];

export const portfolioStats: Figure[] = [
  figures.projects,
  figures.publications,
  { ...figures.countries, label: 'Countries' },
  figures.researchFunding,
];

export const whySupportUs: Feature[] = [
  { icon: HeartHandshake, title: 'Proven impact', text: 'Our models of care are saving lives in Ugandan districts today.' },
  { icon: Microscope, title: 'Rigorous science', text: 'Independent, peer-reviewed research you can rely on.' },
  { icon: Users, title: 'Local leadership', text: 'Ugandan researchers and health workers lead the work.' },
  { icon: Compass, title: 'Policy reach', text: 'Direct links to the Ministry of Health and district leaders.' },
  { icon: Sprout, title: 'Lasting capacity', text: 'Every project trains people who stay in the health system.' },
];
