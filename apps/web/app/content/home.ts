import { Baby, ChartLine, HeartPulse, Megaphone, Smartphone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { FigureSet } from '../lib/figures';
import { formatFigure } from './figures';
import { site } from './site';
import type { PageIntro } from './types';

export const homeIntro: PageIntro = {
  name: 'Home',
  description: `The ${site.name}: research, training and partnerships for the health of mothers, newborns and children in Uganda and beyond, since ${site.established}.`,
  eyebrow: `Established ${site.established}`,
  heading: 'Healthy mothers, thriving newborns, brighter futures',
  lead: `Welcome to the ${site.name} at the ${site.parent}, ${site.city}. We generate evidence, train health workers and work with communities and government so that every mother, newborn and child survives and thrives.`,
};

export const homeActions = {
  primary: { label: 'Explore Our Work', to: '/impact' },
  secondary: { label: 'Our Programs', to: '/programs' },
};

export const impactCounterCopy = {
  eyebrow: 'Our impact in numbers',
  title: 'Two decades of evidence that saves lives',
};

export const ourWork = (f: FigureSet) => ({
  eyebrow: 'Our work',
  title: `${formatFigure(f.yearsOfResearch)} years of service across ${f.countries.value} countries`,
  text: `For ${f.yearsOfResearch.value} years our team has studied, tested and improved care for mothers and children - first in Ugandan districts and now with partners in ${f.countries.value} countries. We combine research, training and policy engagement so that what works reaches the families who need it.`,
  points: [
    'Research in hospitals, health centres and communities',
    'Training for midwives, nurses, doctors and village health teams',
    'Evidence for national policy and guidelines',
  ],
  link: { label: 'Learn about us', to: '/about' },
  figureLabels: ['Years of service', 'Countries'],
});

export interface HomeProgram {
  /** Its address on the home page: /?program=<id> opens its Learn More dialog. */
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
}

/** The programme cards of the home page. */
export const homePrograms: HomeProgram[] = [
  {
    id: 'womens-health',
    icon: HeartPulse,
    title: "Women's Health",
    description:
      "Our women's health work follows women from adolescence through pregnancy, childbirth and beyond. We study the quality of antenatal and delivery care, respectful maternity care, family planning and the early detection of complications, and we work with health facilities to put the findings into practice so that fewer women die or suffer lasting harm from pregnancy.",
  },
  {
    id: 'newborn',
    icon: Baby,
    title: 'Newborn Programming',
    description:
      'Most newborn deaths happen in the first week of life and most are preventable. We help hospitals set up newborn care units, scale up kangaroo mother care for small babies, train health workers in resuscitation, and link families to community health workers who follow babies at home after discharge.',
  },
  {
    id: 'digital-health',
    icon: Smartphone,
    title: 'Digital Health Research',
    description:
      'We design and evaluate digital tools with the people who use them: mobile job aids for village health teams, electronic registers for maternity wards, and text-message reminders for families. Each tool is tested for usability, cost and effect on care before it is recommended for scale-up.',
  },
  {
    id: 'wellbeing',
    icon: ChartLine,
    title: 'Health and Wellbeing',
    description:
      'Health is more than survival. Our wellbeing work covers nutrition in pregnancy and early childhood, early child development, mental health of mothers, and the social conditions - education, income and gender equity - that shape the health of families and communities.',
  },
  {
    id: 'policy',
    icon: Megaphone,
    title: 'Policy Engagement and Strategic Communication',
    description:
      'Evidence only matters when it is used. We prepare policy briefs, support technical working groups at the Ministry of Health, brief district leaders and the media, and share results with the communities who took part in our research.',
  },
];

export const homeProgramsCopy = {
  eyebrow: 'What we focus on',
  title: 'Programmes that reach mothers and children where they are',
  learnMore: 'Learn More',
  close: 'Close',
  exploreAll: { label: 'Explore All Programs', to: '/focus-areas' },
};

export const homeNewsCopy = {
  eyebrow: 'Latest news',
  title: 'News and stories from the centre',
  all: { label: 'All news', to: '/media#news' },
  empty: {
    title: 'No news yet',
    text: 'Our latest news and stories will appear here as soon as they are published.',
  },
};

export const homePublicationsCopy = {
  eyebrow: 'Research output',
  title: 'Publication statistics',
  text: 'Our researchers publish in leading peer-reviewed journals on maternal, newborn and child health, nutrition and health systems.',
  link: { label: 'Browse publications', to: '/publications' },
};

export const homePartnersCopy = {
  title: 'Partnerships that multiply impact',
  text: 'We work with universities, ministries of health, international organisations, NGOs and funders. Join us to bring proven care to more mothers and children.',
  primary: { label: 'Our partners', to: '/partners' },
  secondary: { label: 'Get involved', to: '/get-involved' },
};

export const homeSocialCopy = {
  eyebrow: 'Stay connected',
  title: 'Follow our work on social media',
  intro: 'Videos from the field, news from our studies and conversations with our partners.',
  tabsLabel: 'Social media',
  tabs: { youtube: 'YouTube', twitter: 'Twitter', facebook: 'Facebook' },
  youtube: {
    iframeTitle: `Latest videos from the ${site.shortName} YouTube channel`,
    play: 'Play our latest videos',
    /** Before the latest video's title on its play button (read by screen readers). */
    playVideo: 'Play our latest video:',
    latestVideo: 'Our latest video',
    playNote: 'The YouTube player loads when you press play.',
    fallbackTitle: 'Watch our videos on YouTube',
    fallbackText: 'Stories from health facilities and communities, research results explained, training sessions and conference talks.',
    fallbackLink: 'Visit our YouTube channel',
    subscribe: 'Subscribe on YouTube',
  },
  twitter: {
    followLink: 'Follow us on X (Twitter)',
    /** No feed configured (GET /api/social/tweets answers configured: false). */
    unconfigured: 'Follow us on X for our latest updates.',
    /** The configured feed could not be read just now. */
    unavailable: 'Our latest posts cannot be shown just now. You can read them on X.',
    noScriptText: 'Our latest posts are shown here when JavaScript is on. Read them on X.',
    viewPost: 'View post',
  },
  facebook: {
    comingSoon: 'Facebook page coming soon!',
    iframeTitle: `The ${site.shortName} Facebook page`,
    loading: 'Loading our Facebook page...',
    fallbackText: 'Our Facebook page could not be shown here.',
    fallbackLink: 'Open our Facebook page',
  },
};

export const homePartnersCarouselCopy = {
  eyebrow: 'Partnerships',
  title: 'Working with partners across Uganda and the world',
  intro: 'Universities, ministries, international agencies and community organisations work with us on research, training and policy.',
  label: 'Our partners',
  previous: 'Previous partner',
  next: 'Next partner',
  pause: 'Pause automatic sliding',
  play: 'Start automatic sliding',
  keyContact: 'Key contact',
  projects: 'Joint projects',
  publications: 'Publications',
  publicationsUnit: 'joint papers',
  yearsActive: 'Years active',
  yearsActiveUnit: 'years active',
  location: 'Location',
};
