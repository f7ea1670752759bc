import type { LegalIdentity } from '../../content/legal';
import { site } from '../../content/site';

/** The centre's details the policy pages name (content/legal.ts). */
export function legalIdentity(): LegalIdentity {
  const { address } = site;
  return {
    email: site.emails.info,
    phone: site.phone,
    centre: `${site.name}, ${site.parent}, ${site.university}`,
    address: `${address.street}, ${address.poBox}, ${address.city}, ${address.country}`,
  };
}
