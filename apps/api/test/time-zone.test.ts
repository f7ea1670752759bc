import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENTRE_TIME_ZONE, setSiteTimeZone, siteTimeZone } from '@mnch/shared';
import { dayOf } from '../src/lib/daily-tally';
import { createEventsService } from '../src/modules/events/service';
import { bearer, createTestApp, type TestApp } from './helpers';

/**
 * SITE_TIME_ZONE set to a zone far from Kampala (Los Angeles, UTC-8 in December, with daylight saving):
 * what the API reads without an offset, its day and month boundaries and the pages follow it (decision 25).
 * The zone is the process's: it is put back for the files that run after this one in the same worker.
 */
const ZONE = 'America/Los_Angeles';
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ SITE_TIME_ZONE: ZONE }, { web: true });
  admin = bearer(await t.adminToken());
});
afterAll(async () => {
  await t.close();
  setSiteTimeZone(CENTRE_TIME_ZONE);
});

const TAG = 'tzlax';
async function createEvent(title: string, startDate: string) {
  const res = await t.send('POST', '/api/events', admin, {
    title: `${title} ${TAG}`,
    type: 'Workshop',
    startDate,
    organizer: 'MNCH Centre',
    venueName: 'Mulago',
    capacity: 10,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().event as { id: number; startDate: string };
}
const eventIds = async (query: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/events?search=${TAG}&time=all&sort=date&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ events: Array<{ id: number }> }>().events.map((e) => e.id);
};

describe('SITE_TIME_ZONE', () => {
  it('is set for the whole process at start-up and handed to the pages', () => {
    expect(siteTimeZone()).toBe(ZONE);
    expect(t.app.config.publicConfig.siteTimeZone).toBe(ZONE);
  });

  it('reads a date-time without an offset in the site zone, and days and filters in it', async () => {
    const early = await createEvent('Early morning', '2030-12-04T00:30');
    const late = await createEvent('Late evening', '2030-12-03T23:30');
    // 00:30 in Los Angeles (UTC-8) is 08:30 UTC; an explicit offset is kept as it is.
    expect(early.startDate).toBe('2030-12-04T08:30:00.000Z');
    const kampala = await createEvent('Kampala morning', '2030-12-04T00:30+03:00');
    expect(kampala.startDate).toBe('2030-12-03T21:30:00.000Z');
    // A date alone is that day of the site zone, from its first to its last millisecond.
    expect(await eventIds('from=2030-12-04&to=2030-12-04')).toEqual([early.id]);
    expect(await eventIds('from=2030-12-03&to=2030-12-03')).toEqual([kampala.id, late.id]);
  });

  it("counts this month and next month in the site zone's calendar", async () => {
    const service = createEventsService(
      { db: t.app.db, storage: undefined as never, config: t.app.config },
      // 1 April 2031, 03:00 UTC, is still 31 March in Los Angeles.
      { now: () => new Date('2031-04-01T03:00:00Z') },
    );
    const march = await createEvent('Last of March', '2031-03-31T20:00');
    const april = await createEvent('First of April', '2031-04-01T00:30');
    const query = { page: 1, limit: 10, sort: { field: 'date' as const, direction: 'asc' as const }, search: TAG };
    expect((await service.list({ ...query, time: 'this-month' })).events.map((e) => e.id)).toEqual([march.id]);
    expect((await service.list({ ...query, time: 'next-month' })).events.map((e) => e.id)).toEqual([april.id]);
    expect((await service.statistics()).thisMonth).toBeGreaterThanOrEqual(1);
  });

  it('puts a press release in the year of its date in the site zone', async () => {
    const res = await t.send('POST', '/api/press-releases', admin, {
      title: `New Year's Eve release ${TAG}`,
      summary: 'Late on the last day of the year.',
      date: '2032-01-01T05:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    const years = async (year: number) =>
      (await t.inject({ method: 'GET', url: `/api/press-releases?search=${TAG}&year=${year}` })).json<{ pressReleases: unknown[] }>()
        .pressReleases.length;
    // 05:00 UTC on 1 January is 21:00 on 31 December in Los Angeles.
    expect(await years(2031)).toBe(1);
    expect(await years(2032)).toBe(0);
  });

  it('gives calendar files the instant in UTC, the same in every zone', async () => {
    const event = await createEvent('Calendar file', '2030-12-05T09:15');
    const res = await t.inject({ method: 'GET', url: `/api/events/${event.id}/ics` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('DTSTART:20301205T171500Z');
  });

  it('ends the once-a-day counts at midnight in the site zone', () => {
    // 07:59:59 UTC on 4 December is 23:59:59 on 3 December in Los Angeles.
    expect(dayOf(new Date('2030-12-04T07:59:59Z'))).toEqual({ day: '2030-12-03', msLeft: 1000 });
    expect(dayOf(new Date('2030-12-04T08:00:00Z')).day).toBe('2030-12-04');
    // The day the clocks go back has 25 hours.
    expect(dayOf(new Date('2030-11-03T07:00:00Z'))).toEqual({ day: '2030-11-03', msLeft: 25 * 3_600_000 });
  });

  it('renders the pages in the site zone and names it for the browser', async () => {
    await createEvent('Page date', '2030-12-06T00:30');
    const res = await t.inject({ method: 'GET', url: `/events?q=Page+date+${TAG}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`data-time-zone="${ZONE}"`);
    expect(res.body).toContain('Fri, 6 Dec 2030, 00:30 PST');
  });
});
