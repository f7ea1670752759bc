import type { SiteSettings } from '@mnch/shared';
import type { LegalIdentity } from '../../content/legal';
import { site } from '../../content/site';

/** The centre's details the policy pages name (content/legal.ts): its identity, and its contacts from the site settings. */
export function legalIdentity(settings: SiteSettings): LegalIdentity {
  const { address } = settings;
  return {
    email: settings.emails.general,
    phone: settings.phones[0]?.number ?? '',
    centre: `${site.name}, ${site.parent}, ${site.university}`,
    address: [address.street, address.poBox, address.city, address.country].filter(Boolean).join(', '),
  };
}
