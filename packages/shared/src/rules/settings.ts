/**
 * Site settings without zod (public pages use them on first load; the schemas are in
 * ../schemas/settings.ts): the shape of the record, the empty record and the phone rules.
 */

export const SOCIAL_NETWORKS = ['x', 'facebook', 'youtube', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The site settings as the API answers them (GET /settings; siteSettingsSchema checks this shape). */
export interface SiteSettings {
  address: { building: string; street: string; poBox: string; city: string; country: string };
  /** The first is the main number. */
  phones: Array<{ label: string; number: string }>;
  emails: { general: string; careers: string };
  officeHours: Array<{ days: string; hours: string }>;
  map: { lat: number; lng: number; label: string };
  social: Array<{ network: SocialNetwork; label: string; handle: string; url: string }>;
  footerLinks: Array<{ label: string; url: string }>;
}

/** What a site without stored settings shows: nothing (the start-up data step stores the centre's details). */
export const EMPTY_SITE_SETTINGS: SiteSettings = {
  address: { building: '', street: '', poBox: '', city: '', country: '' },
  phones: [],
  emails: { general: '', careers: '' },
  officeHours: [],
  map: { lat: 0, lng: 0, label: '' },
  social: [],
  footerLinks: [],
};

/** A phone number as people write it: digits, spaces, +, -, ( and ), with at least one digit. */
export const isPhoneNumber = (value: string) => /^\+?[\d\s()-]+$/.test(value) && /\d/.test(value);

/** The number as a tel: link: `+256 414 000 000` → `tel:+256414000000`. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
