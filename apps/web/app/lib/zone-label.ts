import { zonedFormat } from '@mnch/shared';

/**
 * A short name of the site's time zone at an instant, as people read it next to a time: "EAT" for
 * Kampala, "GMT" or "BST" for London, "EST" or "EDT" for New York, else the offset ("GMT+14").
 * British and American English name their own zones and Europe's, Kenyan English East Africa's; a zone
 * none of them names gets the offset, the same in every browser.
 */
export function zoneLabel(at: string | number | Date = Date.now()): string {
  const instant = Number.isNaN(new Date(at).getTime()) ? new Date() : new Date(at);
  const names = ['en-GB', 'en-US', 'en-KE'].map(
    (locale) =>
      zonedFormat({ timeZoneName: 'short' }, locale)
        .formatToParts(instant)
        .find((p) => p.type === 'timeZoneName')?.value ?? '',
  );
  return names.find((name) => /^[A-Z]{2,5}$/.test(name)) ?? names[0]!;
}
