import { describe, expect, it } from 'vitest';
import { calendarCells, gridRange, monthLabel, monthRange, shiftMonth } from './calendar';
import { currentMonth, eventsByDay, localDay } from './calendar-days';

describe('calendar', () => {
  it('has 42 cells starting on the Sunday on or before the 1st', () => {
    const cells = calendarCells('2026-11'); // 1 November 2026 is a Sunday
    expect(cells).toHaveLength(42);
    expect(cells[0]).toMatchObject({ date: '2026-11-01', weekday: 0, inMonth: true });
    const april = calendarCells('2026-04'); // 1 April 2026 is a Wednesday
    expect(april[0]).toMatchObject({ date: '2026-03-29', weekday: 0, inMonth: false });
    expect(april[3]).toMatchObject({ date: '2026-04-01', inMonth: true });
    expect(april[41]).toMatchObject({ date: '2026-05-09', weekday: 6, inMonth: false });
    expect(april.every((c, i) => c.weekday === i % 7)).toBe(true);
  });
  it('moves between months and years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthLabel('2026-11')).toBe('November 2026');
  });
  it('asks for a month, or the whole 42-day grid, in the site time zone', () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(gridRange('2026-04')).toEqual({ from: '2026-03-29', to: '2026-05-09' });
  });
  it('places events on their local day', () => {
    expect(localDay('2026-03-31T22:30:00Z')).toBe('2026-04-01');
    expect(currentMonth(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04');
    const map = eventsByDay([{ startDate: '2026-04-01T06:00:00Z' }, { startDate: '2026-03-31T22:00:00Z' }]);
    expect(map.get('2026-04-01')).toHaveLength(2);
  });
});
