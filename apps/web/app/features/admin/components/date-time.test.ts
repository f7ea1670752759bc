import { afterEach, describe, expect, it } from 'vitest';
import { CENTRE_TIME_ZONE, setSiteTimeZone } from '@mnch/shared';
import { formatDateTime, formatDatePart } from './date-time';
import { zoneHint } from './zone-hint';

afterEach(() => setSiteTimeZone(CENTRE_TIME_ZONE));

describe('back-office dates in the site time zone', () => {
  it('shows a date and time, and parts of a date, in the site zone', () => {
    const instant = '2026-12-03T21:30:00.000Z';
    expect(formatDateTime(instant)).toBe('4 Dec 2026, 00:30');
    expect(formatDateTime(instant, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })).toBe('Fri, 4 Dec 2026, 00:30');
    expect(formatDatePart(instant, { day: 'numeric' })).toBe('4');
    expect(formatDateTime(null)).toBeNull();
    setSiteTimeZone('America/Los_Angeles');
    expect(formatDateTime(instant)).toBe('3 Dec 2026, 13:30');
    expect(formatDatePart(instant, { day: 'numeric' })).toBe('3');
  });

  it("names the zone in date-time fields' hints, both names of a zone whose clocks change", () => {
    expect(zoneHint()).toBe('Kampala time (EAT)');
    setSiteTimeZone('America/Los_Angeles');
    expect(zoneHint()).toBe('Los Angeles time (PST/PDT)');
    setSiteTimeZone('Europe/London');
    expect(zoneHint()).toBe('London time (GMT/BST)');
    setSiteTimeZone('Pacific/Kiritimati');
    expect(zoneHint()).toBe('Kiritimati time (GMT+14)');
    setSiteTimeZone('UTC');
    expect(zoneHint()).toBe('UTC');
  });
});
