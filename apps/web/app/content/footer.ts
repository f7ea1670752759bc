import { programHref, programLinks } from './program-links';
import { site } from './site';

/** Footer link lists (the outside sites' links are site settings: GET /api/settings). */
export interface FooterLink {
  label: string;
  to: string;
  /** Opens in a new tab (an outside site). */
  external?: boolean;
}

export const footerAbout =
  'Generating evidence, training health workers and working with communities and government so that every mother, newborn and child in Uganda and beyond survives and thrives.';

export const footerProgramLinks: FooterLink[] = programLinks.map((p) => ({ label: p.menuLabel, to: programHref(p.id) }));

export const footerQuickLinks: FooterLink[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Our Impact', to: '/impact' },
  { label: 'Research', to: '/research' },
  { label: 'Publications', to: '/publications' },
  { label: 'Events', to: '/events' },
  { label: 'Careers', to: '/jobs' },
  { label: 'Contact Us', to: '/contact' },
];

/** The site's own policy pages (features/legal/, content/legal.ts). */
export const footerLegalLinks: FooterLink[] = [
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms of Use', to: '/terms' },
  { label: 'Accessibility', to: '/accessibility' },
];

export const footerNewsletter = {
  title: 'Stay informed',
  text: 'Research findings, programme news and events, about once a month.',
  /** The footer's link to the site's news feed (content/site.ts, `siteFeed`). */
  feed: 'Follow our news by RSS',
};

export const footerCredit = {
  prefix: 'Website built by',
  builder: site.builder,
};
