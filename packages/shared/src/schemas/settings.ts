import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { isHttpLink } from '../rules/paths';
import { emailSchema, optionalText, requiredString } from './common';
import { SOCIAL_NETWORKS, isPhoneNumber, type SiteSettings } from '../rules/settings';

/**
 * Site settings: the centre's own contact details, opening hours, map location, social accounts and
 * footer links. One record for the whole site; everyone reads it (GET /settings), admins change it
 * (PUT /settings). The public layout reads it once per page, and the footer, the contact page, the
 * structured data, the chat assistant and the policy pages show it.
 */

/** The id of the one settings record: its history's item (GET /revisions/settings/{SITE_SETTINGS_ID}). */
export const SITE_SETTINGS_ID = 1;

export const SETTINGS_LIMITS = {
  text: 200,
  phones: 5,
  officeHours: 7,
  social: SOCIAL_NETWORKS.length,
  footerLinks: 12,
} as const;

export const SETTINGS_MESSAGES = {
  buildingRequired: 'Building is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  phoneLabelRequired: 'Phone label is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number may hold only digits, spaces, +, -, ( and )',
  phonesRequired: 'Add at least one phone number',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  daysRequired: 'Days are required',
  hoursRequired: 'Hours are required',
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  mapLabelRequired: 'Map label is required',
  networkInvalid: `Network must be one of: ${SOCIAL_NETWORKS.join(', ')}`,
  networkRepeated: 'Each network may be listed once',
  socialLabelRequired: 'Account label is required',
  handleRequired: 'Handle is required',
  linkRequired: 'Web address is required',
  linkInvalid: 'Web address must start with http:// or https://',
  linkLabelRequired: 'Link label is required',
  notFound: 'The site settings are not stored yet',
  // Back office.
  saved: 'Settings saved',
} as const;

const M = SETTINGS_MESSAGES;
const text = (message: string) => requiredString(message, SETTINGS_LIMITS.text);
/** Optional text stored as '' when blank. */
const optional = optionalText(SETTINGS_LIMITS.text).transform((v) => v ?? '');

const link = requiredString(M.linkRequired, TEXT_LIMITS.url).refine(isHttpLink, { error: M.linkInvalid });

export const siteAddressSchema = z.object({
  building: text(M.buildingRequired),
  street: optional,
  poBox: optional,
  city: text(M.cityRequired),
  country: text(M.countryRequired),
});

export const sitePhoneSchema = z.object({
  label: text(M.phoneLabelRequired),
  number: requiredString(M.phoneRequired, TEXT_LIMITS.phone).refine(isPhoneNumber, { error: M.phoneInvalid }),
});

export const siteEmailsSchema = z.object({
  general: emailSchema(M.emailRequired, M.emailInvalid),
  careers: emailSchema(M.emailRequired, M.emailInvalid),
});

export const officeHoursSchema = z.object({ days: text(M.daysRequired), hours: text(M.hoursRequired) });

const coordinate = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message });

export const siteMapSchema = z.object({
  lat: coordinate(90, M.latitudeInvalid),
  lng: coordinate(180, M.longitudeInvalid),
  label: text(M.mapLabelRequired),
});

export const socialAccountSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS, { error: M.networkInvalid }),
  label: text(M.socialLabelRequired),
  handle: text(M.handleRequired),
  url: link,
});

export const footerLinkSchema = z.object({ label: text(M.linkLabelRequired), url: link });

/** PUT /settings: the whole record. */
export const siteSettingsInputSchema = z.object({
  address: siteAddressSchema,
  phones: z
    .array(sitePhoneSchema, { error: M.phonesRequired })
    .min(1, { error: M.phonesRequired })
    .max(SETTINGS_LIMITS.phones, { error: `At most ${SETTINGS_LIMITS.phones} phone numbers` }),
  emails: siteEmailsSchema,
  officeHours: z
    .array(officeHoursSchema)
    .max(SETTINGS_LIMITS.officeHours, { error: `At most ${SETTINGS_LIMITS.officeHours} rows of office hours` }),
  map: siteMapSchema,
  social: z
    .array(socialAccountSchema)
    .max(SETTINGS_LIMITS.social, { error: `At most ${SETTINGS_LIMITS.social} social accounts` })
    .refine((list) => new Set(list.map((a) => a.network)).size === list.length, { error: M.networkRepeated }),
  footerLinks: z.array(footerLinkSchema).max(SETTINGS_LIMITS.footerLinks, { error: `At most ${SETTINGS_LIMITS.footerLinks} footer links` }),
});
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsData = z.output<typeof siteSettingsInputSchema>;

/** The record as the API answers it. */
export const siteSettingsSchema = z.object({
  address: z.object({ building: z.string(), street: z.string(), poBox: z.string(), city: z.string(), country: z.string() }),
  phones: z.array(z.object({ label: z.string(), number: z.string({ error: 'Phone number must be text' }) })),
  emails: z.object({ general: z.string(), careers: z.string() }),
  officeHours: z.array(z.object({ days: z.string(), hours: z.string() })),
  map: z.object({ lat: z.number(), lng: z.number(), label: z.string() }),
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), label: z.string(), handle: z.string(), url: z.string() })),
  footerLinks: z.array(z.object({ label: z.string(), url: z.string() })),
}) satisfies z.ZodType<SiteSettings>;

/** GET and PUT /settings. `updatedAt` and `version` are null until the settings are first stored. */
export const siteSettingsEnvelopeSchema = z.object({
  settings: siteSettingsSchema,
  updatedAt: z.string().nullable(),
  /** The settings' version (versions.ts), sent back as If-Match by a save; null until they are first stored. */
  version: z.string().nullable(),
});
export type SiteSettingsEnvelope = z.output<typeof siteSettingsEnvelopeSchema>;
