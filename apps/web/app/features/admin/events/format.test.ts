import { describe, expect, it } from 'vitest';
import { eventPlace, fillPercent, formatDateTime, formatDay, formatFee, plainText, statusLabel, statusTone } from './format';

describe('event format', () => {
  it('labels and colours the statuses (Ongoing green, Upcoming blue, Completed gray, Cancelled red)', () => {
    expect(statusLabel('upcoming')).toBe('Upcoming');
    expect(statusTone('upcoming')).toBe('blue');
    expect(statusTone('ongoing')).toBe('brand');
    expect(statusTone('completed')).toBe('neutral');
    expect(statusTone('cancelled')).toBe('red');
    expect(statusLabel('other')).toBe('other');
  });
  it('shows dates in Kampala time', () => {
    expect(formatDay('2026-03-31T22:30:00Z')).toBe('1 Apr 2026');
    expect(formatDateTime('2026-03-10T06:00:00Z')).toBe('Tue, 10 Mar 2026, 09:00 EAT');
    expect(formatDay(null)).toBe('—');
  });
  it('formats fees, places, the capacity bar and previews', () => {
    expect(formatFee(0, 'UGX')).toBe('Free');
    expect(formatFee(25000, 'UGX')).toBe('UGX 25,000');
    expect(formatFee(12.5, 'USD')).toBe('USD 12.50');
    expect(eventPlace({ isVirtual: true, venueName: null })).toBe('Virtual event');
    expect(eventPlace({ isVirtual: false, venueName: 'Mulago' })).toBe('Mulago');
    expect(fillPercent(25, 50)).toBe(50);
    expect(fillPercent(80, 50)).toBe(100);
    expect(fillPercent(1, 0)).toBe(0);
    expect(plainText('<p>Two &amp; <strong>three</strong></p>')).toBe('Two & three');
    expect(plainText(`<p>${'a'.repeat(200)}</p>`, 10)).toBe('aaaaaaaaaa…');
  });
});
