import {
  Apple,
  Award,
  Baby,
  Building2,
  Landmark,
  Smartphone,
  Stethoscope,
  BookOpen,
  Compass,
  GraduationCap,
  HeartHandshake,
  HeartPulse,
  Lightbulb,
  Medal,
  Megaphone,
  Microscope,
  Sprout,
  Trophy,
  Users,
} from 'lucide-react';
import type { FigureSet } from '../lib/figures';
import { formatFigure, type Figure } from './figures';
import { site } from './site';
import type { Feature, PageIntro } from './types';

export { identity } from './identity';

export const aboutIntro: PageIntro = {
  name: 'About Us',
  description: `Who we are: the ${site.name} at the ${site.parent} in ${site.city}, established in ${site.established}. Our background, vision, mission, approach and awards.`,
  eyebrow: 'About Us',
  heading: 'A centre of excellence for maternal, newborn and child health',
  lead: `Since ${site.established}, the ${site.name} at the ${site.parent} in ${site.city} has brought together researchers, health workers, students and partners to improve the health of women, newborns and children.`,
};

export const aboutHeroStats = (f: FigureSet): Figure[] => [
  f.established,
  { ...f.countries, label: 'Countries' },
  { ...f.projects, label: 'Projects' },
];

export const whoWeAre = {
  id: 'background',
  eyebrow: 'Our Background',
  title: 'Who We Are',
  /** Always shown. */
  summary: [
    `The ${site.name} was established in ${site.established} within the ${site.parent} to respond to Uganda's high rates of maternal and newborn deaths. It grew out of two decades of community and facility research by a team of epidemiologists, paediatricians, midwives, nutritionists and social scientists.`,
    'Today the centre runs research in health facilities and communities across Uganda and collaborates with universities and ministries of health across Africa. Our studies have shaped national guidelines on newborn care, maternal death review, nutrition and community health work.',
  ],
  /** Shown after Read More. */
  more: [
    'Alongside research we teach: the centre trains health workers in clinical and quality-improvement skills, supervises masters and PhD students, and mentors early-career researchers who lead the next generation of studies.',
    'We work through the health system rather than around it. District health teams, hospital managers, village health teams and families help us choose the questions, test the answers and carry what works into routine care.',
    `Our funding comes from competitive research grants, development partners and foundations. Every project is reviewed by the university's research ethics committee and the national research council, and our results are published openly so that others can use and challenge them.`,
  ],
  readMore: 'Read More',
  readLess: 'Read Less',
  highlights: [
    { label: 'Part of', value: site.parent },
    { label: 'Based in', value: `${site.city}, ${site.country}` },
    { label: 'Established', value: String(site.established) },
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

/** The icons of the award cards (about and impact pages), in turn; the awards themselves are in the database (/admin/awards). */
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

export const portfolioCopy = {
  id: 'research-portfolio',
  eyebrow: 'Research Portfolio',
  title: 'Our research in numbers',
  intro: 'A growing portfolio of studies, publications and partnerships, funded by competitive grants.',
};

export const portfolioStats = (f: FigureSet): Figure[] => [f.portfolioProjects, f.publications, f.portfolioCountries, f.researchFunding];

/** Key focus areas of the about page (six). */
export const keyFocusAreas: Feature[] = [
  {
    icon: HeartPulse,
    title: 'Maternal health',
    text: 'Quality antenatal, delivery and postnatal care; prevention of bleeding, infection and pre-eclampsia.',
  },
  {
    icon: Baby,
    title: 'Newborn health',
    text: 'Care for small and sick newborns, kangaroo mother care, resuscitation and follow-up at home.',
  },
  {
    icon: Apple,
    title: 'Child health and nutrition',
    text: 'Infant and young child feeding, growth, immunisation and early child development.',
  },
  {
    icon: Users,
    title: "Adolescent and women's health",
    text: 'Sexual and reproductive health, family planning and services that young people trust.',
  },
  {
    icon: Smartphone,
    title: 'Digital health',
    text: 'Mobile tools, electronic registers and data systems that help health workers act on time.',
  },
  {
    icon: Landmark,
    title: 'Health systems and policy',
    text: 'Financing, quality of care, community health workers and the use of evidence in policy.',
  },
];

export const focusAreasCopy = {
  id: 'key-focus-areas',
  eyebrow: 'Key Focus Areas',
  title: 'Where we concentrate our work',
  link: { label: 'Explore our focus areas', to: '/focus-areas' },
};

/** Capacity building on the about page (four items). */
export const capacityBuilding = (f: FigureSet): Feature[] => [
  {
    icon: GraduationCap,
    title: 'Postgraduate training',
    text: `We supervise ${f.mastersStudents.value} masters students and ${f.phdCandidates.value} PhD candidates in maternal, newborn and child health.`,
  },
  {
    icon: Stethoscope,
    title: 'Health worker skills',
    text: `Hands-on courses in newborn resuscitation, emergency obstetric care and quality improvement for ${formatFigure(f.professionalsTrainedYearly)} professionals each year.`,
  },
  {
    icon: Lightbulb,
    title: 'Research mentorship',
    text: 'Early-career researchers are paired with senior scientists for grant writing, analysis and publication.',
  },
  {
    icon: Building2,
    title: 'Institutional strengthening',
    text: 'District health teams and hospitals learn to collect, analyse and use their own data for decisions.',
  },
];

export const capacityCopy = {
  id: 'capacity-building',
  eyebrow: 'Capacity Building',
  title: 'Growing the next generation of health leaders',
  intro: 'Every project leaves people and institutions stronger. We invest in training at every level of the health system.',
  link: { label: 'Training and mentorship', to: '/training' },
};

export const whySupportCopy = {
  id: 'why-support-us',
  eyebrow: 'Why Support Us',
  title: 'Your support goes further with us',
};

export const aboutSectionCopy = {
  mission: { id: 'mission', eyebrow: 'Vision & Mission', title: 'What drives us', valuesTitle: 'Core values' },
  whatWeDo: { id: 'what-we-do', eyebrow: 'What We Do', title: 'Six ways we improve health' },
  approach: { id: 'our-approach', eyebrow: 'Our Approach', title: 'How we work' },
  awards: { id: 'awards', eyebrow: 'Awards and Recognition', title: 'Recognised for our work' },
  cta: {
    title: 'Join us in our mission',
    text: 'Partner with us, join our team or follow our work.',
    primary: { label: 'Get involved', to: '/get-involved' },
    secondary: { label: 'Meet our team', to: '/team#team' },
  },
};

export const whySupportUs: Feature[] = [
  { icon: HeartHandshake, title: 'Proven impact', text: 'Our models of care are saving lives in Ugandan districts today.' },
  { icon: Microscope, title: 'Rigorous science', text: 'Independent, peer-reviewed research you can rely on.' },
  { icon: Users, title: 'Local leadership', text: 'Ugandan researchers and health workers lead the work.' },
  { icon: Compass, title: 'Policy reach', text: 'Direct links to the Ministry of Health and district leaders.' },
  { icon: Sprout, title: 'Lasting capacity', text: 'Every project trains people who stay in the health system.' },
];
