import { INQUIRY_LIMITS, NEWSLETTER_INTERESTS, SITE_IDENTITY, TEXT_LIMITS } from '@mnch/shared';
import type { PageIntro } from './types';

/**
 * The privacy notice, terms of use and accessibility statement (features/legal/). In paragraphs and list
 * items, `{email}` becomes a link to the centre's email address, and `{phone}`, `{centre}` and `{address}`
 * its phone number, full name and postal address: the route's loader reads them from content/site.ts, so
 * that the page's own JavaScript does not carry them (scripts/check-budgets.mjs).
 */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs?: string[];
  list?: string[];
  /** A paragraph after the list. */
  note?: string;
  /** The public forms and what each collects (the privacy notice). */
  forms?: LegalForm[];
}

export interface LegalForm {
  name: string;
  where: string;
  fields: string[];
  why: string;
}

export interface LegalPageContent {
  path: string;
  intro: PageIntro;
  /** ISO date of the last change. */
  updated: string;
  sections: LegalSection[];
}

export const LEGAL_UPDATED = '2026-11-26';
export const EMAIL_TOKEN = '{email}';
/** The centre's details the tokens stand for (features/legal/legal-identity.ts). */
export interface LegalIdentity {
  email: string;
  phone: string;
  centre: string;
  address: string;
}

export const legalCopy = {
  eyebrow: 'Policies',
  updatedLabel: 'Last updated',
  tocLabel: 'On this page',
  otherPagesLabel: 'Our policies',
  print: 'Print or save as PDF',
  contactTitle: 'Questions about this page?',
  contactText: `Write to us at ${EMAIL_TOKEN} or call {phone}. We reply within five working days.`,
};

const forms: LegalForm[] = [
  {
    name: 'Contact form',
    where: 'Contact page',
    fields: ['First and last name', 'Email address', 'Subject', 'Your message'],
    why: 'To answer your question or request. Your message goes to the staff who handle enquiries.',
  },
  {
    name: 'Get in Touch',
    where: 'Get Involved page',
    fields: ['Full name', 'Email address', 'Organisation (optional)', 'Area of interest (optional)', 'Your message'],
    why: 'To follow up on partnerships, careers, volunteering, research collaboration or funding you ask about.',
  },
  {
    name: 'Stay Updated',
    where: 'Get Involved page',
    fields: ['Full name', 'Email address', 'Areas you are interested in (optional)'],
    why: 'A newsletter subscription (see below) with the areas you choose: once you confirm by the link we email you, we write when something new of those areas is published.',
  },
  {
    name: 'Event registration',
    where: 'Events page, on an event open for registration',
    fields: ['Full name', 'Email address'],
    why: 'To keep your place, count attendees and send you practical details about the event.',
  },
  {
    name: 'Event notifications',
    where: 'Events page',
    fields: ['Full name', 'Email address', 'The types of event you want to hear about (none: every event)'],
    why: 'A newsletter subscription (see below) with those event types: once you confirm by the link we email you, we write when a new event of those types is announced.',
  },
  {
    name: 'Newsletter subscription',
    where: 'The footer of every page, the Newsletter and Media pages, the Careers talent network, Stay Updated and event notifications',
    fields: [
      'Email address',
      'Name (asked for on the Newsletter and Media pages)',
      'Organisation (optional)',
      `Topics (optional: ${NEWSLETTER_INTERESTS.join(', ')}), and event types`,
      'Which form you used, and when you subscribed and confirmed',
    ],
    why: 'To send you our newsletter, about once a month, and a short email when something new of the topics or event types you chose is published. Nothing is sent until you confirm by the link we email you; every email has an unsubscribe link.',
  },
];

export const privacyPage: LegalPageContent = {
  path: '/privacy',
  updated: LEGAL_UPDATED,
  intro: {
    name: 'Privacy Notice',
    description: `What personal data the ${SITE_IDENTITY.shortName} website collects through its forms, why, who sees it, how long it is kept and how to ask for it to be removed.`,
    eyebrow: 'Privacy Notice',
    heading: 'Privacy notice',
    lead: 'What we collect when you use the forms on this website, why, who sees it, how long we keep it, and how to ask us to correct or remove it.',
  },
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      paragraphs: [
        `This website is run by the {centre}, {address}. We decide how the personal data sent through this website is used, and we are responsible for it.`,
        `We handle personal data under Uganda’s Data Protection and Privacy Act, 2019 and its Regulations of 2021. For any question about this notice, write to ${EMAIL_TOKEN}.`,
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What the forms collect and why',
      paragraphs: [
        'You can read every page of this website without telling us who you are. We only receive personal data when you send one of the forms below, and only the fields shown. Fields marked optional can be left empty.',
      ],
      forms,
    },
    {
      id: 'what-we-do-not-collect',
      title: 'What we do not collect',
      list: [
        'No tracking, analytics or advertising cookies, and no advertising or profiling of any kind.',
        'No health information: please do not send medical details about yourself or anyone else through the forms. This website does not give medical advice.',
        `Read, view and download counts on articles and publications count a visitor once a day using a scrambled code made from the connection address and browser name. The code changes every time the server restarts and is never stored with your name or email.`,
        'Messages to our chat assistant are answered in your browser from a fixed list of topics and are not sent to us or stored.',
      ],
    },
    {
      id: 'storage',
      title: 'What is stored in your browser',
      paragraphs: [
        'The public website sets no cookies. To work quickly, it may keep a short-lived copy of our latest social media posts in your browser’s local storage for 15 minutes.',
        'Centre staff who sign in to the back office keep their sign-in token (and, if they choose, their email address) in their browser’s local storage until they sign out. This does not concern visitors.',
        'Videos and our Facebook page are shown only when you choose to play or open them; YouTube (through its privacy-enhanced youtube-nocookie.com address) and Facebook then apply their own privacy policies.',
      ],
    },
    {
      id: 'who-sees-it',
      title: 'Who sees your data',
      list: [
        'Only centre staff with a back-office account read what you send, to answer or act on it.',
        'We do not sell, rent or share your data with anyone for their own use.',
        'Our hosting provider stores the data on our behalf and may not use it for anything else.',
        'We disclose data to authorities only when Ugandan law requires it.',
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      list: [
        'Messages from the contact and Get in Touch forms: up to two years after we last write to you, then deleted.',
        'Event registrations: until one year after the event, then deleted; we may keep anonymous attendance numbers.',
        'Newsletter, Stay Updated and event notification subscriptions: until you unsubscribe or ask us to remove you. Every newsletter tells you how to unsubscribe.',
        'Copies of the emails the website sends you (acknowledgements, confirmations, newsletters): 90 days after sending, then deleted.',
        'Form fields have length limits (for example, a name of at most ' +
          `${TEXT_LIMITS.name} characters and a message of at most ${INQUIRY_LIMITS.message} characters) so that we never collect more than we need.`,
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights and how to use them',
      paragraphs: ['Under the Data Protection and Privacy Act, 2019 you may ask us at any time to:'],
      list: [
        'tell you what personal data we hold about you and give you a copy;',
        'correct anything that is wrong or incomplete;',
        'remove your data, or stop using it (for example, to stop sending you the newsletter);',
        'explain how and why we use it.',
      ],
    },
    {
      id: 'removal',
      title: 'How to ask for access, correction or removal',
      paragraphs: [
        `Email ${EMAIL_TOKEN} with the subject “Personal data request”. Tell us the email address you used on the form and what you would like us to do. We may ask you to confirm that the address is yours before we act.`,
        'We answer within 30 days and do what you ask unless the law requires us to keep the data; if so, we tell you why. Requests are free of charge.',
        'If you are not satisfied with our answer, you may complain to the Personal Data Protection Office of Uganda (pdpo.go.ug).',
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      paragraphs: [
        'The website is served only over encrypted connections (HTTPS). The back office is open only to signed-in staff, whose passwords are stored in scrambled form, and repeated failed sign-ins are slowed down.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      paragraphs: [
        'When we change this notice we update the date at the top of the page. We do not use your data for a new purpose without telling you first.',
      ],
    },
  ],
};

export const termsPage: LegalPageContent = {
  path: '/terms',
  updated: LEGAL_UPDATED,
  intro: {
    name: 'Terms of Use',
    description: `The terms of use of the ${SITE_IDENTITY.shortName} website: using our content and documents, links to other sites, no medical advice, and changes.`,
    eyebrow: 'Terms of Use',
    heading: 'Terms of use',
    lead: 'The conditions for using this website, its content and the documents we publish. By using the website you accept them.',
  },
  sections: [
    {
      id: 'about',
      title: 'About these terms',
      paragraphs: [
        `This website is run by the {centre}, {address}. These terms apply to everyone who visits it. They are governed by the laws of Uganda.`,
      ],
    },
    {
      id: 'content',
      title: 'Using our content',
      paragraphs: [
        'Unless a page or document says otherwise, you may read, download, print and share our articles, research summaries and reports for personal, educational, research and other non-commercial purposes, provided that you:',
      ],
      list: [
        `credit the ${SITE_IDENTITY.name} as the source and link to the page where you found it;`,
        'do not change the content in a way that changes its meaning, and say when you have shortened or translated it;',
        'do not suggest that we endorse you, your organisation or your product.',
      ],
    },
    {
      id: 'documents',
      title: 'Publications and documents',
      paragraphs: [
        'Journal articles listed on this site belong to their authors and publishers, whose licences apply; the link or DOI of each publication leads to the publisher’s version.',
        'Reports, policy briefs and other documents are published as they were at the date shown on them. Findings may have been updated since; please cite the date and version you used.',
        'Photographs of people, especially of mothers and children, may not be reused without our written permission. Ask us at {email}.',
      ],
    },
    {
      id: 'no-medical-advice',
      title: 'No medical advice',
      paragraphs: [
        'The information on this website is for general information, research and training purposes only. It is not medical advice and does not replace a consultation with a qualified health worker.',
        'If you, a mother, a newborn or a child need care, go to the nearest health facility. In an emergency, call a health worker or an ambulance straight away.',
      ],
    },
    {
      id: 'links',
      title: 'Links to other websites',
      paragraphs: [
        'We link to websites we think are useful, such as the Ministry of Health, the World Health Organization, UNICEF and journal publishers. We are not responsible for their content, availability or privacy practices, and a link does not mean that we endorse them.',
        'You may link to any page of this website, as long as the link does not suggest a partnership or endorsement that does not exist.',
      ],
    },
    {
      id: 'using-the-site',
      title: 'Using the site fairly',
      list: [
        'Send only true information through our forms, and only about yourself.',
        'Do not try to get into the back office, other people’s data or parts of the site that are not public.',
        'Do not send messages that are abusive, unlawful or advertising, or overload the site with automated requests.',
      ],
    },
    {
      id: 'liability',
      title: 'Accuracy and liability',
      paragraphs: [
        'We work hard to keep the website accurate and available, but we cannot promise that it is always complete, up to date or free of errors. As far as the law allows, we are not liable for any loss that comes from relying on it.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      paragraphs: [
        'We may change these terms when the website or the law changes. The date at the top of this page shows the last change; the version published here is the one that applies.',
      ],
    },
  ],
};

export const accessibilityPage: LegalPageContent = {
  path: '/accessibility',
  updated: LEGAL_UPDATED,
  intro: {
    name: 'Accessibility Statement',
    description: `How accessible the ${SITE_IDENTITY.shortName} website is: our WCAG 2.2 AA target, what we test, known limitations and how to report a problem.`,
    eyebrow: 'Accessibility',
    heading: 'Accessibility statement',
    lead: 'We want everyone to be able to use this website, whatever their ability, device or connection. This is how far we have got, and how to tell us when something does not work for you.',
  },
  sections: [
    {
      id: 'target',
      title: 'Our target',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every public page and in the back office.',
      ],
    },
    {
      id: 'what-we-do',
      title: 'What we do',
      list: [
        'Everything can be used with a keyboard alone, with a visible focus outline and a “Skip to content” link on every page.',
        'Every page is checked with the axe accessibility engine in automated browser tests, on wide screens and on a 375-pixel phone screen, before each release.',
        'Pages are built on the server and work without JavaScript: reading, searching, filtering and sending forms all work before or without scripts.',
        'Images have text alternatives, and icons that carry meaning have text labels.',
        'Headings follow a logical order, and page regions, navigation and forms are labelled for screen readers.',
        'Form errors are written in plain words, name the field concerned and are announced to screen readers.',
        'Text and controls meet the WCAG contrast ratios, and pages can be zoomed to 200% and read on small screens without scrolling sideways.',
        'Animations are reduced when your device asks for reduced motion.',
      ],
    },
    {
      id: 'limitations',
      title: 'Known limitations',
      list: [
        'Interactive maps (on the Impact, Partners and Contact pages) can be hard to use with a keyboard or a screen reader.',
        'Some older reports and publications are PDF files that were not made accessible, and scanned documents may have no readable text. The PDF viewer can also be hard to use with a screen reader; every document can be downloaded instead.',
        'Videos and social media posts from YouTube, Facebook and X are provided by those services, and their captions and controls are outside our control.',
        'Content added by staff, such as images in articles, depends on the care taken by its authors; we review it, but mistakes can happen.',
      ],
      note: 'If you need any of this content in another form, such as plain text, large print or an accessible document, ask us at {email} and we will send it to you.',
    },
    {
      id: 'report',
      title: 'Report a problem',
      paragraphs: [
        `If something on this website does not work for you, write to ${EMAIL_TOKEN} with the subject “Accessibility”, or call {phone}. Please tell us the address of the page, what you were trying to do and, if you like, the device and assistive technology you use.`,
        'We reply within five working days and aim to fix problems within 30 days, or to give you the information another way in the meantime.',
      ],
    },
    {
      id: 'how-tested',
      title: 'How this statement was prepared',
      paragraphs: [
        'This statement is based on our own testing: automated axe checks of every page in Chromium at 1280 and 375 pixels wide, keyboard-only use, and use without JavaScript. We review it whenever the website changes significantly.',
      ],
    },
  ],
};

export const legalPages = [privacyPage, termsPage, accessibilityPage];
