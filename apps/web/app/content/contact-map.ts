import type { SiteSettings } from '@mnch/shared';
import { site } from './site';

/** The contact page's map: the office (the site settings' map location), a 500 m circle, zoom 15 of at most 19. */
export const contactMap = {
  label: `Map of the ${site.shortName} office in ${site.city}`,
  zoom: 15,
  maxZoom: 19,
  circleRadiusMetres: 500,
  openInMapsLabel: 'Open in OpenStreetMap',
  heading: 'Find us',
} as const;

/** "We are at the <building>, inside the <street>, <city>." from the settings' address. */
export function contactDirections(address: SiteSettings['address']): string {
  if (!address.building) return '';
  const inside = address.street ? `, inside the ${address.street}` : '';
  return `We are at the ${address.building}${inside}${address.city ? `, ${address.city}` : ''}.`;
}

/** A link that opens the office in OpenStreetMap at the map's zoom. */
export function openInMapsUrl(office: { lat: number; lng: number }): string {
  const { lat, lng } = office;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${contactMap.zoom}/${lat}/${lng}`;
}
