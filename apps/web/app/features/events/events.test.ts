import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@mnch/shared';
import { eventChips } from '../../content/events';
import { eventState, eventsHref, hasActiveFilters, parseEventFilters, truncate } from './events';

describe('eventChips', () => {
  it('has All, then a chip for every event type, in the order of EVENT_TYPES', () => {
    expect(eventChips[0]).toEqual({ id: 'all', label: 'All' });
    expect(eventChips.slice(1).map((c) => c.type)).toEqual([...EVENT_TYPES]);
    expect(new Set(eventChips.map((c) => c.id)).size).toBe(eventChips.length);
  });
});

describe('truncate', () => {
  it('cuts calendar titles to 20 characters', () => {
    expect(truncate('Short title')).toBe('Short title');
    expect(truncate('A very long conference title indeed')).toBe('A very long conferen...');
  });
});

describe('eventState', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const base = {
    status: 'upcoming',
    startDate: '2026-06-01T09:00:00Z',
    endDate: '2026-06-02T17:00:00Z',
    registered: 3,
    capacity: 10,
    registrationDeadline: null,
  };
  it('is open for a future event with places', () => expect(eventState(base, now)).toBe('open'));
  it('is full when registered reaches capacity', () => expect(eventState({ ...base, registered: 10 }, now)).toBe('full'));
  it('is past when it has ended or is completed', () => {
    expect(eventState({ ...base, startDate: '2026-04-01T09:00:00Z', endDate: '2026-04-02T09:00:00Z' }, now)).toBe('past');
    expect(eventState({ ...base, status: 'completed' }, now)).toBe('past');
  });
  it('is closed after the deadline or once started', () => {
    expect(eventState({ ...base, registrationDeadline: '2026-04-30T00:00:00Z' }, now)).toBe('closed');
    expect(eventState({ ...base, startDate: '2026-04-30T09:00:00Z', endDate: '2026-05-03T09:00:00Z', status: 'ongoing' }, now)).toBe(
      'closed',
    );
  });
});

describe('parseEventFilters / eventsHref', () => {
  it('reads known values and keeps the calendar month', () => {
    expect(parseEventFilters(new URLSearchParams('type=webinars&time=past&sort=rating&page=2&calendar=2026-04&q=x'))).toEqual({
      type: 'webinars',
      time: 'past',
      sort: 'rating',
      page: 2,
      q: 'x',
      calendar: '2026-04',
    });
    expect(parseEventFilters(new URLSearchParams('type=x&time=soon&sort=z&calendar=2026-13'))).toMatchObject({
      type: 'all',
      time: 'upcoming',
      sort: 'date',
      calendar: undefined,
    });
  });
  it('opens on upcoming events: "all dates" is a choice the address keeps', () => {
    expect(parseEventFilters(new URLSearchParams('')).time).toBe('upcoming');
    expect(parseEventFilters(new URLSearchParams('time=all')).time).toBe('all');
    expect(eventsHref({ time: 'all' })).toBe('/events?time=all#browse');
    expect(hasActiveFilters(parseEventFilters(new URLSearchParams('')))).toBe(false);
    expect(hasActiveFilters(parseEventFilters(new URLSearchParams('time=all')))).toBe(true);
  });
  it('leaves defaults out', () => {
    expect(eventsHref({ type: 'all', time: 'upcoming', sort: 'date', page: 1, q: '' })).toBe('/events#browse');
    expect(eventsHref({ type: 'workshops', sort: '-date', page: 3 })).toBe('/events?type=workshops&sort=-date&page=3#browse');
  });
});
