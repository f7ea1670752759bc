import { describe, expect, it } from 'vitest';
import { focusAreaList, focusAreaProgram } from '../../content/focus-areas';
import { programs } from '../../content/programs';

describe('focus areas content', () => {
  it('lists focus areas with unique anchors and titles, and every field filled', () => {
    expect(focusAreaList.length).toBeGreaterThan(0);
    expect(new Set(focusAreaList.map((a) => a.id)).size).toBe(focusAreaList.length);
    expect(new Set(focusAreaList.map((a) => a.title)).size).toBe(focusAreaList.length);
    for (const area of focusAreaList) {
      // The id is the section's anchor in the address.
      expect(area.id).toMatch(/^[a-z0-9-]+$/);
      for (const key of ['title', 'summary', 'description'] as const) expect(area[key], `${area.id} ${key}`).toBeTruthy();
      expect(area.priorities.length, area.id).toBeGreaterThan(0);
    }
  });

  it('links every area to an existing programme', () => {
    for (const area of focusAreaList) {
      const link = focusAreaProgram(area);
      expect(programs.some((p) => link.to === `/programs?program=${p.id}#program-details`)).toBe(true);
    }
  });
});
