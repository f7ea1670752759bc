import { describe, expect, it } from 'vitest';
import { readEventParams } from './event-params';

describe('readEventParams', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('reads the type, view and month from the URL', () => {
    expect(readEventParams(new URLSearchParams('type=Workshop&view=calendar&month=2027-02'), now)).toEqual({
      type: 'Workshop',
      time: 'upcoming',
      view: 'calendar',
      month: '2027-02',
    });
  });
  it('opens on upcoming events, as the public page does; past and all are chosen in the URL', () => {
    expect(readEventParams(new URLSearchParams(''), now).time).toBe('upcoming');
    expect(readEventParams(new URLSearchParams('time=past'), now).time).toBe('past');
    expect(readEventParams(new URLSearchParams('time=all'), now).time).toBe('all');
    expect(readEventParams(new URLSearchParams('time=this-month'), now).time).toBe('upcoming');
  });
  it('falls back to no type, the grid and this month', () => {
    expect(readEventParams(new URLSearchParams('type=party&view=table&month=2026-13'), now)).toEqual({
      type: '',
      time: 'upcoming',
      view: 'grid',
      month: '2026-11',
    });
  });
});
