import { SITE_IDENTITY } from '@mnch/shared';

/**
 * The centre's identity, in one place. A deployment changes these values here
 * (the name and summary in SITE_IDENTITY of packages/shared, which the feeds use too).
 * Addresses, numbers and accounts are illustrative.
 */
export interface SocialAccount {
  network: 'x' | 'facebook' | 'youtube' | 'linkedin';
  label: string;
  handle: string;
  url: string;
}

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
  address: {
    building: string;
    street: string;
    poBox: string;
    city: string;
    country: string;
  };
  phone: string;
  /** Same number in the form tel: links need. */
  phoneHref: string;
  emails: {
    info: string;
    careers: string;
  };
  officeHours: { days: string; hours: string }[];
  replyPromise: string;
  social: SocialAccount[];
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
  address: {
    building: 'School of Public Health, New Mulago Hill Road',
    street: 'Mulago Hospital Complex',
    poBox: 'P.O. Box 7072',
    city: 'Kampala',
    country: 'Uganda',
  },
  phone: '+256 414 000 000',
  phoneHref: '+256414000000',
  emails: {
    info: 'info@mnchcentre.example.org',
    careers: 'careers@mnchcentre.example.org',
  },
  officeHours: [
    { days: 'Monday to Friday', hours: '8:00 AM to 5:00 PM' },
    { days: 'Saturday', hours: '9:00 AM to 1:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  replyPromise: 'We reply within 24 hours on business days.',
  social: [
    { network: 'x', label: 'X (Twitter)', handle: '@MNCHCentre', url: 'https://x.com/MNCHCentre' },
    { network: 'facebook', label: 'Facebook', handle: 'MNCH Centre', url: 'https://www.facebook.com/MNCHCentre' },
    { network: 'youtube', label: 'YouTube', handle: 'MNCH Centre', url: 'https://www.youtube.com/@MNCHCentre' },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      handle: 'MNCH Centre of Excellence',
      url: 'https://www.linkedin.com/company/mnch-centre',
    },
  ],
  builder: { name: 'Brightline Software', url: 'https://brightline-software.example.com' },
};

/** "<Page> | MNCH Centre" */
export function pageTitle(page: string): string {
  return `${page} | ${site.shortName}`;
}
