import { afterEach, describe, expect, it } from 'vitest';
import {
  DATE_YEARS,
  createProjectSchema,
  parseDate,
  parseDateEnd,
  toSiteDate,
  toSiteDateTime,
  toIsoInstant,
  updateEventSchema,
} from '@mnch/shared';

/** The one date rule (packages/shared/src/rules/dates.ts) that articles, projects, events and the forms use. */
const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Africa/Kampala', 'Pacific/Kiritimati'];
const savedTz = process.env.TZ;

afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('date rule', () => {
  it('reads a value without an offset in the site time zone, whatever TZ the process runs in', () => {
    const seen = new Set<number>();
    for (const tz of ZONES) {
      process.env.TZ = tz;
      // The process's own reading of an offset-less date-time does change with TZ...
      seen.add(new Date('2025-03-10T09:00').getTime());
      // ...the rule's does not.
      expect(parseDate('2025-03-10T09:00')?.toISOString(), tz).toBe('2025-03-10T06:00:00.000Z');
      expect(parseDate('2025-03-10 09:00:30')?.toISOString(), tz).toBe('2025-03-10T06:00:30.000Z');
      expect(parseDate('2025-03-10')?.toISOString(), tz).toBe('2025-03-09T21:00:00.000Z');
      expect(parseDateEnd('2025-03-10')?.toISOString(), tz).toBe('2025-03-10T20:59:59.999Z');
      expect(toIsoInstant('2025-03-10T09:00'), tz).toBe('2025-03-10T06:00:00.000Z');
      expect(toSiteDateTime('2025-03-10T06:00:00.000Z'), tz).toBe('2025-03-10T09:00');
      expect(toSiteDate('2025-03-09T21:00:00.000Z'), tz).toBe('2025-03-10');
      const project = createProjectSchema.parse({ title: 'T', description: '<p>D</p>', category: 'research', startDate: '2025-03-10' });
      expect(project.startDate?.toISOString(), tz).toBe('2025-03-09T21:00:00.000Z');
      expect(updateEventSchema.parse({ startDate: '2025-03-10T09:00' }).startDate?.toISOString(), tz).toBe('2025-03-10T06:00:00.000Z');
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('keeps an explicit offset', () => {
    expect(parseDate('2025-03-10T09:00Z')?.toISOString()).toBe('2025-03-10T09:00:00.000Z');
    expect(parseDate('2025-03-10T09:00+01')?.toISOString()).toBe('2025-03-10T08:00:00.000Z');
    expect(parseDate('2025-03-10T09:00-0500')?.toISOString()).toBe('2025-03-10T14:00:00.000Z');
  });

  it('has one year limit and refuses impossible dates and other formats', () => {
    expect(DATE_YEARS).toEqual({ min: 1900, max: 2999 });
    expect(parseDate('1900-01-01')).not.toBeNull();
    expect(parseDate('2999-12-31T23:59')).not.toBeNull();
    for (const bad of [
      '1899-12-31',
      '3000-01-01',
      '9999-01-01',
      '99999-01-01',
      '2025-02-30',
      '2025-13-01',
      '2025-03-10T24:00',
      'March 10, 2025',
      'next tuesday',
      '',
    ]) {
      expect(parseDate(bad), bad).toBeNull();
    }
    const project = { title: 'T', description: '<p>D</p>', category: 'research' };
    expect(createProjectSchema.safeParse({ ...project, startDate: '2500-01-01' }).success).toBe(true);
    expect(createProjectSchema.safeParse({ ...project, startDate: '3000-01-01' }).success).toBe(false);
    expect(updateEventSchema.safeParse({ startDate: '3000-01-01T09:00' }).success).toBe(false);
  });
});
