import { siteZoneCity } from '@mnch/shared';
import { zoneLabel } from '../../../lib/zone-label';

/**
 * What a date-time field's hint says of the site's time zone, which the field's value is in:
 * "Kampala time (EAT)", "London time (GMT/BST)" for a zone whose clocks change (its names in January
 * and July), "UTC" for a zone without a city.
 */
export function zoneHint(now: number = Date.now()): string {
  const year = new Date(now).getUTCFullYear();
  const names = [...new Set([Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)].map((t) => zoneLabel(t)))].join('/');
  const city = siteZoneCity();
  return city ? `${city} time (${names})` : names;
}
