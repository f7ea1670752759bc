import { SITE_IDENTITY } from '@mnch/shared';

/**
 * The centre's fixed identity, in one place: the name and summary in SITE_IDENTITY of packages/shared
 * (the feeds use them too), the parent school and university, the city and the year it was established.
 * Its contact details, office hours, map location, social accounts and footer links are site settings
 * that admins change in the back office (GET /api/settings; lib/site-settings.ts).
 */
export interface SiteIdentity {
  name: string;
  shortName: string;
  tagline: string;
  description: string;
  parent: string;
  university: string;
  established: number;
  city: string;
  country: string;
  /** How soon messages are answered (page copy). */
  replyPromise: string;
  builder: { name: string; url: string };
}

export const site: SiteIdentity = {
  name: SITE_IDENTITY.name,
  shortName: SITE_IDENTITY.shortName,
  tagline: 'Maternal, Newborn and Child Health',
  description: SITE_IDENTITY.description,
  parent: 'School of Public Health',
  university: 'College of Health Sciences',
  established: 2013,
  city: 'Kampala',
  country: 'Uganda',
  replyPromise: 'We reply within 24 hours on business days.',
  builder: { name: 'Brightline Software', url: 'https://brightline-software.example.com' },
};

/** "<Page> | MNCH Centre" */
export function pageTitle(page: string): string {
  return `${page} | ${site.shortName}`;
}

/**
 * The site's news feed (RSS 2.0 of the latest articles and newsletters, served by the API at the site's
 * root: apps/api/src/modules/seo/feeds.ts): every page names it in its head (root.tsx) and the footer
 * links to it.
 */
export const siteFeed = { path: '/rss.xml', title: `${SITE_IDENTITY.name}: news and newsletters` } as const;
