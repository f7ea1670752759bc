import type { SiteSettings } from '@mnch/shared';
import type { FigureSet } from '../lib/figures';
import { formatFigure } from './figures';
import { programLinks } from './program-links';
import { site } from './site';

/**
 * The chat assistant's scripted answers. Figures are the site's figures (GET /api/figures) and the
 * centre's address, phone and email the site settings (GET /api/settings), both as the page read them,
 * so the assistant quotes what the pages show.
 */
export interface ChatLink {
  label: string;
  to: string;
}

export interface ChatReply {
  text: string;
  links?: ChatLink[];
}

export interface ChatRule {
  id: 'programs' | 'research' | 'training' | 'contact' | 'partnership' | 'publications' | 'greeting';
  /**
   * Words that select this answer. A keyword of four or more letters also matches words it begins
   * (program -> programmes); shorter ones match whole words only (hi, hey).
   */
  keywords: string[];
  reply: ChatReply;
}

const programList = programLinks.map((p) => p.menuLabel.toLowerCase()).join(', ');

/** The centre's details the answers quote, from the site settings (empty where a setting is empty). */
export interface ChatContact {
  /** "the <building>, <city>, <country>" */
  place: string;
  phone: string;
  email: string;
}

export function chatContact(settings: SiteSettings): ChatContact {
  const { address } = settings;
  const place = address.building ? `the ${[address.building, address.city, address.country].filter(Boolean).join(', ')}` : '';
  return { place, phone: settings.phones[0]?.number ?? '', email: settings.emails.general };
}

/** "Call <phone> or email <email>." with what there is. */
function callOrWrite({ phone, email }: ChatContact): string {
  if (phone && email) return `Call ${phone} or email ${email}.`;
  if (phone) return `Call ${phone}.`;
  if (email) return `Email ${email}.`;
  return '';
}

/** Checked in this order; the first rule with a matching keyword answers. */
export const chatRules = (contact: ChatContact, f: FigureSet): ChatRule[] => [
  {
    id: 'programs',
    keywords: ['program', 'service'],
    reply: {
      text: `We run ${f.corePrograms.value} core programmes: ${programList}. Together they include ${formatFigure(f.projects)} research projects and have reached ${formatFigure(f.beneficiaries)} beneficiaries.`,
      links: [{ label: 'Explore our programmes', to: '/programs' }],
    },
  },
  {
    id: 'research',
    keywords: ['research', 'study', 'studies'],
    reply: {
      text: `Our research covers maternal, newborn and child health, nutrition, adolescent health and digital health. It has produced ${formatFigure(f.publications)} publications with an H-index of ${formatFigure(f.hIndex)} and ${formatFigure(f.citations)} citations, with work in ${formatFigure(f.countries)} countries.`,
      links: [
        { label: 'Ongoing projects', to: '/research?status=active#projects' },
        { label: 'Publications', to: '/publications' },
      ],
    },
  },
  {
    id: 'training',
    keywords: ['training', 'train', 'education', 'course'],
    reply: {
      text: `We have trained ${formatFigure(f.healthWorkersTrained)} health workers, train ${formatFigure(f.professionalsTrainedYearly)} professionals every year, and support ${f.mastersStudents.value} masters students and ${f.phdCandidates.value} PhD candidates.`,
      links: [{ label: 'Training and mentorship', to: '/training' }],
    },
  },
  {
    id: 'contact',
    // `locat` for located, location, locate; `based`, `situated`, `directions`, `office` for "where are you ...?".
    keywords: ['contact', 'locat', 'address', 'phone', 'email', 'based', 'situated', 'directions', 'office', 'visit'],
    reply: {
      text: [contact.place ? `You can find us at ${contact.place}.` : '', callOrWrite(contact), site.replyPromise]
        .filter(Boolean)
        .join(' '),
      links: [{ label: 'Contact details', to: '/contact' }],
    },
  },
  {
    id: 'partnership',
    keywords: ['partnership', 'partner', 'collaborate', 'collaboration'],
    reply: {
      text: `We collaborate with universities, government, international organisations and NGOs across ${formatFigure(f.countries)} countries. We would be glad to discuss a partnership${contact.email ? `: write to ${contact.email}` : ''}.`,
      links: [{ label: 'Our partners', to: '/partners' }],
    },
  },
  {
    id: 'publications',
    keywords: ['publication', 'paper', 'journal', 'article'],
    reply: {
      text: `Our team has published ${formatFigure(f.publications)} peer-reviewed papers (H-index ${formatFigure(f.hIndex)}, ${formatFigure(f.citations)} citations, i10-index ${formatFigure(f.i10Index)}).`,
      links: [{ label: 'Browse publications', to: '/publications' }],
    },
  },
  {
    id: 'greeting',
    keywords: ['hello', 'hi', 'hey', 'help'],
    reply: {
      text: `Hello! I'm the ${site.shortName} assistant. Ask me about our programmes, research, training, publications, partnerships, or how to contact us.`,
    },
  },
];

export const chatFallback = (contact: ChatContact): ChatReply => ({
  text: `Thank you for your message. For anything I cannot answer, our team is happy to help${
    [contact.email, contact.phone].some(Boolean) ? ` at ${[contact.email, contact.phone].filter(Boolean).join(' or ')}` : ''
  }. You can also ask me about programmes, research, training, publications or partnerships.`,
  links: [{ label: 'Contact us', to: '/contact' }],
});

export const chatUi = {
  title: `${site.shortName} Assistant`,
  subtitle: 'Usually replies in a few seconds',
  welcome: "Hello! I'm here to help you find your way around the centre's work. What would you like to know?",
  placeholder: 'Type your message...',
  typing: 'The assistant is typing',
  /** The launcher until the chat's scripts have run: a link to the contact page. */
  launcherFallback: 'Contact us',
  /** The name of the chat's landmark (complementary), with its launcher or open. */
  landmark: 'Chat assistant',
};
