import { afterEach, describe, expect, it } from 'vitest';
import {
  CENTRE_TIME_ZONE,
  isTimeZone,
  parseDate,
  parseDateEnd,
  setSiteTimeZone,
  siteDay,
  siteMonthStart,
  siteTimeZone,
  siteYear,
  toIsoInstant,
  toSiteDate,
  toSiteDateTime,
  wallTimeToInstant,
  zoneOffsetMs,
} from '@mnch/shared';
import { formatDate, formatTime } from './dates';
import { zoneLabel as siteZoneLabel } from './zone-label';
import { calendarCells, gridRange } from './calendar';
import { localDay } from './calendar-days';

/** The site's one time zone (packages/shared/src/rules/time-zone.ts, decision 25). */
const savedTz = process.env.TZ;
afterEach(() => {
  setSiteTimeZone(CENTRE_TIME_ZONE);
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

const iso = (value: string) => parseDate(value)?.toISOString();

describe('site time zone', () => {
  it('is Kampala until set, and refuses a zone it does not know (keeping the one it has)', () => {
    expect(siteTimeZone()).toBe('Africa/Kampala');
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    // Abbreviations are refused even where the platform takes them (EST is Panama's time there).
    expect(isTimeZone('EST')).toBe(false);
    expect(isTimeZone('+03:00')).toBe(false);
    expect(() => setSiteTimeZone('Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => setSiteTimeZone('')).toThrow(/Unknown time zone/);
    expect(siteTimeZone()).toBe('Africa/Kampala');
    setSiteTimeZone('europe/london');
    expect(siteTimeZone()).toBe('Europe/London');
  });

  it('reads and writes Kampala times both ways, whatever zone the process runs in', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(zoneOffsetMs(Date.UTC(2026, 11, 3, 21, 30)), tz).toBe(3 * 3_600_000);
      expect(iso('2026-12-04T00:30'), tz).toBe('2026-12-03T21:30:00.000Z');
      expect(toSiteDateTime('2026-12-03T21:30:00.000Z'), tz).toBe('2026-12-04T00:30');
      expect(toSiteDate('2026-12-03T21:30:00.000Z'), tz).toBe('2026-12-04');
      expect(localDay('2026-12-03T21:30:00.000Z'), tz).toBe('2026-12-04');
      // Every minute of a day there and back.
      for (let t = Date.UTC(2026, 11, 3, 21, 0); t < Date.UTC(2026, 11, 4, 21, 0); t += 7 * 60_000) {
        expect(toIsoInstant(toSiteDateTime(t)), tz).toBe(new Date(t).toISOString());
      }
    }
  });

  it('takes the earlier of the two instants an hour the clocks repeat names (London, New York)', () => {
    setSiteTimeZone('Europe/London');
    // 26 October 2025: 02:00 BST becomes 01:00 GMT; 01:30 happens twice.
    expect(iso('2025-10-26T01:30')).toBe('2025-10-26T00:30:00.000Z');
    expect(toSiteDateTime('2025-10-26T00:30:00Z')).toBe('2025-10-26T01:30');
    expect(toSiteDateTime('2025-10-26T01:30:00Z')).toBe('2025-10-26T01:30');
    expect(iso('2025-10-26T02:00')).toBe('2025-10-26T02:00:00.000Z');
    setSiteTimeZone('America/New_York');
    // 2 November 2025: 02:00 EDT becomes 01:00 EST.
    expect(iso('2025-11-02T01:30')).toBe('2025-11-02T05:30:00.000Z');
    expect(iso('2025-11-02T00:59')).toBe('2025-11-02T04:59:00.000Z');
    expect(iso('2025-11-02T02:00')).toBe('2025-11-02T07:00:00.000Z');
  });

  it('moves a time the clocks skip on by the length of the gap (London, New York)', () => {
    setSiteTimeZone('Europe/London');
    // 30 March 2025: 01:00 GMT becomes 02:00 BST; 01:30 does not happen and reads as 02:30 BST.
    expect(iso('2025-03-30T01:30')).toBe('2025-03-30T01:30:00.000Z');
    expect(toSiteDateTime('2025-03-30T01:30:00Z')).toBe('2025-03-30T02:30');
    expect(iso('2025-03-30T00:59')).toBe('2025-03-30T00:59:00.000Z');
    expect(iso('2025-03-30T02:00')).toBe('2025-03-30T01:00:00.000Z');
    setSiteTimeZone('America/New_York');
    // 9 March 2025: 02:00 EST becomes 03:00 EDT.
    expect(iso('2025-03-09T02:30')).toBe('2025-03-09T07:30:00.000Z');
    expect(toSiteDateTime('2025-03-09T07:30:00Z')).toBe('2025-03-09T03:30');
    expect(wallTimeToInstant({ year: 2025, month: 3, day: 9, hour: 3, minute: 0, second: 0 })).toBe(Date.UTC(2025, 2, 9, 7));
  });

  it('counts days of 23 and 25 hours when the clocks change, and months from the zone', () => {
    setSiteTimeZone('Europe/London');
    expect(iso('2025-03-30')).toBe('2025-03-30T00:00:00.000Z');
    expect(parseDateEnd('2025-03-30')?.toISOString()).toBe('2025-03-30T22:59:59.999Z');
    expect(parseDateEnd('2025-10-26')?.toISOString()).toBe('2025-10-26T23:59:59.999Z');
    expect(siteDay(Date.UTC(2025, 9, 26, 12))).toEqual({
      date: '2025-10-26',
      start: Date.UTC(2025, 9, 25, 23),
      end: Date.UTC(2025, 9, 27),
    });
    setSiteTimeZone('America/New_York');
    // 1 December 2025 03:00 UTC is still 30 November in New York.
    expect(siteMonthStart(Date.UTC(2025, 11, 1, 3)).toISOString()).toBe('2025-11-01T04:00:00.000Z');
    expect(siteMonthStart(Date.UTC(2025, 11, 1, 3), 1).toISOString()).toBe('2025-12-01T05:00:00.000Z');
    expect(siteYear(Date.UTC(2026, 0, 1, 3))).toBe(2025);
    setSiteTimeZone('Africa/Kampala');
    expect(siteYear(Date.UTC(2025, 11, 31, 22))).toBe(2026);
  });

  it('shows dates, times and the zone name in the site zone', () => {
    const instant = '2026-12-03T21:30:00.000Z';
    expect(formatDate(instant)).toBe('4 December 2026');
    expect(formatTime(instant)).toBe('00:30');
    expect(siteZoneLabel(Date.parse(instant))).toBe('EAT');
    setSiteTimeZone('America/Los_Angeles');
    expect(formatDate(instant)).toBe('3 December 2026');
    expect(formatTime(instant)).toBe('13:30');
    expect(siteZoneLabel(Date.parse(instant))).toBe('PST');
    setSiteTimeZone('Europe/London');
    expect(siteZoneLabel(Date.UTC(2026, 6, 1))).toBe('BST');
    setSiteTimeZone('Pacific/Kiritimati');
    // A date without a time is that day in any zone.
    expect(formatDate('2025-10-31')).toBe('31 October 2025');
  });

  it('asks the API for calendar days it reads in the same zone', () => {
    setSiteTimeZone('America/New_York');
    const { from, to } = gridRange('2025-11');
    expect(from).toBe(calendarCells('2025-11')[0]!.date);
    expect(parseDate(from)?.toISOString()).toBe('2025-10-26T04:00:00.000Z');
    expect(parseDateEnd(to)?.toISOString()).toBe('2025-12-07T04:59:59.999Z');
  });
});
