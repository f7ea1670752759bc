import { site } from './site';

/** The contact page's map: the office, a 500 m circle, zoom 15 of at most 19. */
export const contactMap = {
  label: `Map of the ${site.shortName} office in ${site.city}`,
  office: { lat: 0.3376, lng: 32.5761 },
  zoom: 15,
  maxZoom: 19,
  circleRadiusMetres: 500,
  markerLabel: `${site.shortName}, ${site.address.building}`,
  openInMapsLabel: 'Open in OpenStreetMap',
  heading: 'Find us',
  directions: `We are at the ${site.address.building}, inside the ${site.address.street}, ${site.address.city}.`,
} as const;

/** A link that opens the office in OpenStreetMap at the map's zoom. */
export function openInMapsUrl(): string {
  const { lat, lng } = contactMap.office;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${contactMap.zoom}/${lat}/${lng}`;
}
