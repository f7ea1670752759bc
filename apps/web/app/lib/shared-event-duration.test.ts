import { describe, expect, it } from 'vitest';
import { eventDuration, formatEventDuration } from '@mnch/shared';

const at = (time: string) => `2026-03-10T${time}:00Z`;
const label = (start: string, end: string | null) => {
  const duration = eventDuration(start, end);
  return duration && formatEventDuration(duration);
};

describe('eventDuration (packages/shared/src/rules/events.ts)', () => {
  it('gives hours and minutes under a day', () => {
    expect(eventDuration(at('09:00'), at('11:00'))).toEqual({ hours: 2, minutes: 0 });
    expect(label(at('09:00'), at('10:00'))).toBe('1 hour');
    expect(label(at('09:00'), at('10:30'))).toBe('1 hour 30 minutes');
    expect(label(at('09:00'), at('09:45'))).toBe('45 minutes');
    expect(label(at('09:00'), at('09:01'))).toBe('1 minute');
    expect(label(at('00:00'), '2026-03-10T23:59:00Z')).toBe('23 hours 59 minutes');
  });

  it('gives whole days, rounded up, from a day on', () => {
    expect(label(at('09:00'), '2026-03-11T09:00:00Z')).toBe('1 day');
    expect(label(at('09:00'), '2026-03-12T17:00:00Z')).toBe('3 days');
    expect(eventDuration(at('09:00'), '2026-03-11T09:01:00Z')).toEqual({ days: 2 });
  });

  it('gives nothing without an end after the start', () => {
    expect(eventDuration(at('09:00'), null)).toBeNull();
    expect(eventDuration(null, at('09:00'))).toBeNull();
    expect(eventDuration(at('09:00'), at('09:00'))).toBeNull();
    expect(eventDuration(at('09:00'), at('08:00'))).toBeNull();
    expect(eventDuration(at('09:00'), 'not a date')).toBeNull();
  });
});
