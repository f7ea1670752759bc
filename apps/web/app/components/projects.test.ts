import { describe, expect, it } from 'vitest';
import { clampProgress, formatDays, parseProjectId, projectHref, projectDurationDays, projectStatusDisplay } from './projects';

describe('project helpers', () => {
  it('computes the duration in whole days', () => {
    expect(projectDurationDays('2024-01-01', '2024-12-31')).toBe(365);
    expect(projectDurationDays('2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z')).toBe(1);
    expect(projectDurationDays('2024-02-01', '2024-01-01')).toBe(0);
    expect(projectDurationDays(null, '2024-01-01')).toBeNull();
    expect(projectDurationDays('nope', '2024-01-01')).toBeNull();
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(1200)).toBe('1,200 days');
  });

  it('shows active as Ongoing, consistently', () => {
    expect(projectStatusDisplay('active').label).toBe('Ongoing');
    expect(projectStatusDisplay('completed').label).toBe('Completed');
    expect(projectStatusDisplay('paused').label).toBe('Paused');
  });

  it("links a project to its page by its slug, and reads an old address's id", () => {
    expect(projectHref({ slug: 'kangaroo-mother-care-at-home' })).toBe('/research/kangaroo-mother-care-at-home');
    expect(parseProjectId('42')).toBe(42);
    expect(parseProjectId('0')).toBeNull();
    expect(parseProjectId('4x')).toBeNull();
    expect(parseProjectId(null)).toBeNull();
  });

  it('clamps progress', () => {
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(-3)).toBe(0);
    expect(clampProgress(33.6)).toBe(34);
  });
});
