/**
 * Texts of the smaller public pages: events, focus areas, community engagement, publications, team,
 * training, research, partners, media, contact, newsletter and get involved.
 */
import {
  Apple,
  Baby,
  BookOpen,
  Building2,
  CalendarDays,
  Coins,
  FileText,
  GraduationCap,
  Handshake,
  HeartHandshake,
  HeartPulse,
  Image,
  Landmark,
  Laptop,
  Megaphone,
  MessageSquare,
  Mic,
  Newspaper,
  Presentation,
  School,
  Scale,
  Stethoscope,
  Users,
  UsersRound,
  Briefcase,
  Globe,
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

export const eventTypes: Feature[] = [
  { icon: Presentation, title: 'Conferences', text: 'Scientific meetings where our teams present new findings to peers and policy makers.' },
  { icon: Users, title: 'Workshops', text: 'Hands-on sessions with health workers and district teams on data, quality of care and research methods.' },
  { icon: Laptop, title: 'Webinars', text: 'Online talks that share results with partners and practitioners across countries.' },
  { icon: GraduationCap, title: 'Training', text: 'Short courses in newborn care, maternal health and research skills.' },
  { icon: Mic, title: 'Symposiums', text: 'Annual gatherings that review the state of maternal and child health evidence.' },
];

export const eventsTakePart = {
  title: 'Take part',
  text: `Registration details are published with each event. For questions about an event, or to propose a joint event, write to ${site.emails.info}.`,
};

// Focus areas -------------------------------------------------------------------------------------

export const focusAreasIntro: PageIntro = {
  name: 'Focus Areas',
  description: "Our focus areas: women's, maternal, reproductive, adolescent and newborn health, nutrition, and gender equity.",
  eyebrow: 'Focus Areas',
  heading: 'Where we focus our work',
  lead: 'Our research, training and partnerships concentrate on the stages of life and the issues where better care saves the most lives.',
};

export const focusAreas: (Feature & { id: string })[] = [
  { id: 'womens-health', icon: HeartPulse, title: "Women's Health", text: 'Health across a woman\'s life course, including non-communicable diseases, cervical cancer screening and mental health.' },
  { id: 'maternal-health', icon: Stethoscope, title: 'Maternal Health', text: 'Quality antenatal, childbirth and postnatal care, and the prevention and management of complications.' },
  { id: 'reproductive-health', icon: HeartHandshake, title: 'Reproductive Health', text: 'Family planning, birth spacing, and access to sexual and reproductive health services.' },
  { id: 'adolescent-health', icon: School, title: 'Adolescent Health', text: 'Adolescent-friendly services, preventing teenage pregnancy and supporting young mothers.' },
  { id: 'nutrition', icon: Apple, title: 'Nutrition and Wellbeing', text: 'Nutrition in pregnancy and early childhood, breastfeeding, and early child development.' },
  { id: 'gender-equity', icon: Scale, title: 'Gender Equity and Equality', text: 'Addressing gender norms and gender-based violence that put the health of women and girls at risk.' },
  { id: 'newborn-child-health', icon: Baby, title: 'Newborn, SickBorn and Child Health', text: 'Essential and special newborn care, care of small and sick newborns, and child survival.' },
];

export const focusAreasLinks = {
  programs: { label: 'See our programmes', to: '/programs' },
  partners: { label: 'Work with us', to: '/partners' },
};

// Community engagement ----------------------------------------------------------------------------

export const communityIntro: PageIntro = {
  name: 'Community Engagement',
  description: 'How we work with communities: four pillars of engagement and a weekly community forum.',
  eyebrow: 'Community Engagement',
  heading: 'Working with communities, not just in them',
  lead: 'Families, village health teams, local leaders and health workers shape our research from the first question to the last result.',
};

export const communityPillars: Feature[] = [
  { icon: MessageSquare, title: 'Listening', text: 'Community dialogues and advisory boards tell us which problems matter most to families.' },
  { icon: Users, title: 'Co-design', text: 'Interventions are designed and tested together with the people who will use them.' },
  { icon: GraduationCap, title: 'Capacity', text: 'Village health teams and local leaders are trained and supported to lead change.' },
  { icon: Megaphone, title: 'Feedback', text: 'Results are shared back in local languages at community meetings and on radio.' },
];

export const weeklyForum = {
  title: 'The weekly community forum',
  text: 'Every week our field teams meet with village health teams, mothers\' groups and local leaders in one of our field sites. The forum reviews local health data, discusses concerns raised by families and agrees on follow-up actions with the nearest health facility.',
  links: [
    { label: 'Our partners', to: '/partners' },
    { label: 'Our programmes', to: '/programs' },
  ],
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

export const projectsCopy = {
  id: 'projects',
  eyebrow: 'Projects',
  title: 'Research projects',
  filters: [
    { label: 'All', status: undefined },
    { label: 'Ongoing', status: 'active' },
    { label: 'Completed', status: 'completed' },
  ] as const,
  empty: { title: 'No Projects Found', text: 'Try adjusting your filters or search criteria', reset: 'Reset Filters' },
  loadFailed: 'Projects could not be loaded right now. Please try again later.',
};

export const researchCollaborate = {
  title: 'Collaborate with us',
  text: 'We welcome research partners, students and funders who share our goals.',
  primary: { label: 'Partner with us', to: '/partners' },
  secondary: { label: 'Read our publications', to: '/publications' },
};

// Partners ----------------------------------------------------------------------------------------

export const partnersIntro: PageIntro = {
  name: 'Partners',
  description: 'Our academic, government, international, NGO, private and funding partners.',
  eyebrow: 'Partners',
  heading: 'Stronger together',
  lead: 'Our work depends on partners who bring knowledge, reach, resources and commitment to the health of mothers and children.',
};

export const partnerSummary: Figure[] = [
  figures.partners.academic,
  figures.partners.government,
  figures.partners.international,
  figures.partners.ngo,
];

export const partnerTypes: Feature[] = [
  { icon: School, title: 'Academic', text: 'Universities and research institutes we study, teach and publish with.' },
  { icon: Landmark, title: 'Government', text: 'The Ministry of Health, district health teams and national agencies.' },
  { icon: Globe, title: 'International', text: 'Multilateral and international health organisations.' },
  { icon: HeartHandshake, title: 'NGO', text: 'Non-governmental and community organisations that deliver services.' },
  { icon: Briefcase, title: 'Private', text: 'Companies that contribute technology, logistics and expertise.' },
  { icon: Coins, title: 'Funding', text: 'Foundations and agencies that fund our research and training.' },
];

export const partnerCta = {
  title: 'Become a partner',
  text: `Tell us about your organisation and the collaboration you have in mind: ${site.emails.info}.`,
  primary: { label: 'Contact us', to: '/contact' },
  secondary: { label: 'Get involved', to: '/get-involved' },
};

// Media -------------------------------------------------------------------------------------------

export const mediaIntro: PageIntro = {
  name: 'Media',
  description: 'Latest news, policy briefs and reports, and the media gallery of the centre.',
  eyebrow: 'Media',
  heading: 'News and media',
  lead: 'The latest news from our projects, policy briefs and reports, and photos and videos from the field.',
};

export const mediaTabs = {
  news: { id: 'news', label: 'Latest News', icon: Newspaper },
  reports: { id: 'reports', label: 'Policy Briefs & Reports', icon: FileText },
  gallery: { id: 'gallery', label: 'Media Gallery', icon: Image },
} as const;

export const mediaCopy = {
  newsEmpty: { title: 'No news yet', text: 'News articles appear here as soon as they are published.' },
  reports: {
    title: 'Policy briefs and reports',
    text: 'Our policy briefs summarise research evidence for decision makers; our reports give the full findings of studies and evaluations. Browse them with the rest of our publications.',
    link: { label: 'Browse publications', to: '/publications' },
  },
  galleryEmpty: { title: 'No gallery items yet', text: 'Photos and videos from our work appear here once they are published.' },
};

// Contact -----------------------------------------------------------------------------------------

export const contactIntro: PageIntro = {
  name: 'Contact Us',
  description: `Contact the ${site.name}: address, phone, email and office hours.`,
  eyebrow: 'Contact Us',
  heading: 'Get in touch',
  lead: `Questions about our research, training or partnerships? Our team is happy to help. ${site.replyPromise}`,
};

/** A map link to the centre's location (illustrative coordinates in Kampala). */
export const contactMap = {
  label: 'Open in OpenStreetMap',
  url: 'https://www.openstreetmap.org/?mlat=0.3376&mlon=32.5757#map=16/0.3376/32.5757',
};

// Newsletter --------------------------------------------------------------------------------------

export const newsletterIntro: PageIntro = {
  name: 'Newsletter',
  description: 'Subscribe to the newsletter of the centre: research updates, programme news, policy, partnerships and events.',
  eyebrow: 'Newsletter',
  heading: 'Our newsletter',
  lead: 'Research findings, programme news, policy developments and events from the centre, delivered to your inbox about once a month.',
};

export const newsletterCategories = [
  'Research Updates',
  'Program News',
  'Policy Briefs',
  'Partnerships',
  'Awards & Recognition',
] as const;

export const newsletterSubscribe = {
  title: 'Subscribe',
  text: 'Enter your email address to receive every new issue. You can unsubscribe at any time.',
};

// Get involved ------------------------------------------------------------------------------------

export const getInvolvedIntro: PageIntro = {
  name: 'Get Involved',
  description: 'Ways to get involved: partner with us, join our team, attend our events or contact us.',
  eyebrow: 'Get Involved',
  heading: 'Be part of the change',
  lead: 'There are many ways to support healthier mothers, newborns and children: partner with us, work with us, join our events or simply get in touch.',
};

export const involvementCards: Feature[] = [
  { icon: Handshake, title: 'Partnership', text: 'Collaborate on research, training or service delivery.', link: { label: 'Partner with us', to: '/partners' } },
  { icon: Briefcase, title: 'Career', text: 'Join our research, field and support teams, or apply for an internship.', link: { label: 'See careers', to: '/jobs' } },
  { icon: CalendarDays, title: 'Events', text: 'Attend our conferences, workshops, webinars and training.', link: { label: 'Browse events', to: '/events' } },
  { icon: MessageSquare, title: 'Contact', text: 'Ask a question or propose an idea; we reply within one business day.', link: { label: 'Contact us', to: '/contact' } },
];

