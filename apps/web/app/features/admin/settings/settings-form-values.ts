import type { FieldErrors, Resolver } from 'react-hook-form';
import { siteSettingsInputSchema, type SiteSettings, type SiteSettingsInput, type SocialNetwork } from '@mnch/shared';

/** The settings form's values: the record as it is, with the map's coordinates as typed text. */
export interface SettingsFormValues {
  address: SiteSettings['address'];
  phones: SiteSettings['phones'];
  emails: SiteSettings['emails'];
  officeHours: SiteSettings['officeHours'];
  map: { lat: string; lng: string; label: string };
  social: Array<{ network: SocialNetwork; label: string; handle: string; url: string }>;
  footerLinks: SiteSettings['footerLinks'];
}

export function settingsFormDefaults(settings: SiteSettings): SettingsFormValues {
  return {
    address: { ...settings.address },
    phones: settings.phones.length ? settings.phones.map((p) => ({ ...p })) : [{ label: '', number: '' }],
    emails: { ...settings.emails },
    officeHours: settings.officeHours.map((row) => ({ ...row })),
    map: {
      lat: settings.map.lat || settings.map.lng ? String(settings.map.lat) : '',
      lng: settings.map.lat || settings.map.lng ? String(settings.map.lng) : '',
      label: settings.map.label,
    },
    social: settings.social.map((a) => ({ ...a })),
    footerLinks: settings.footerLinks.map((l) => ({ ...l })),
  };
}

/** A coordinate as typed: a number, or NaN (refused with the field's message) when blank or not a number. */
const coordinate = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The body of PUT /api/settings. */
export function settingsPayload(values: SettingsFormValues): SiteSettingsInput {
  return {
    ...values,
    map: { lat: coordinate(values.map.lat), lng: coordinate(values.map.lng), label: values.map.label },
  };
}

/** Sets `value` at a dotted path ('phones.0.number') of `target`, making objects and lists on the way. */
function setAt(target: Record<string, unknown>, path: readonly PropertyKey[], value: unknown) {
  let node: Record<string, unknown> = target;
  path.forEach((segment, i) => {
    const key = String(segment);
    if (i === path.length - 1) {
      if (node[key] === undefined) node[key] = value;
      return;
    }
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/**
 * The form checked with the API's own schema (siteSettingsInputSchema), each message on the field it is
 * about ('address.building', 'phones.1.number'; a list's own message on the list), the first per field.
 */
export const settingsResolver: Resolver<SettingsFormValues> = async (values) => {
  const result = siteSettingsInputSchema.safeParse(settingsPayload(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length ? issue.path : ['root'];
    // A list's own message (too few, a network twice) goes on the list as `root`, as react-hook-form reads it.
    const last = path[path.length - 1];
    const onList = ['phones', 'officeHours', 'social', 'footerLinks'].includes(String(last)) && path.length === 1;
    setAt(errors, onList ? [...path, 'root'] : path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors: errors as FieldErrors<SettingsFormValues> };
};

/** Every field the API may name in a 400, for applyServerErrors: the fixed ones and those of each row. */
export function settingsFields(values: SettingsFormValues): string[] {
  const rows = <T extends object>(list: string, items: T[]) =>
    items.flatMap((item, i) => Object.keys(item).map((key) => `${list}.${i}.${key}`));
  return [
    ...['building', 'street', 'poBox', 'city', 'country'].map((k) => `address.${k}`),
    'emails.general',
    'emails.careers',
    'map.lat',
    'map.lng',
    'map.label',
    ...rows('phones', values.phones),
    ...rows('officeHours', values.officeHours),
    ...rows('social', values.social),
    ...rows('footerLinks', values.footerLinks),
  ];
}
