import { describe, expect, it } from 'vitest';
import { figures, formatFigure } from '../../content/figures';
import { programHref, programs, programsHeroStats } from '../../content/programs';

describe('programme content', () => {
  it('has the six core programmes with their project counts', () => {
    expect(programs.map((p) => p.projectCount)).toEqual([15, 8, 12, 9, 20, 7]);
    expect(new Set(programs.map((p) => p.id)).size).toBe(6);
  });

  it('gives every programme its details: initiatives, four metrics, a story, resources and partners', () => {
    for (const p of programs) {
      expect(p.initiatives.length).toBeGreaterThan(0);
      for (const i of p.initiatives) expect(i.title && i.description && i.timeline).toBeTruthy();
      expect(p.metrics).toHaveLength(4);
      expect(p.successStory.quote && p.successStory.author && p.successStory.role).toBeTruthy();
      expect(p.resources.length).toBeGreaterThan(0);
      for (const r of p.resources) expect(r.year).toBeGreaterThan(2012);
      expect(p.partners.length).toBeGreaterThan(0);
    }
  });

  it('shows the hero figures from figures.ts', () => {
    expect(programsHeroStats.map(formatFigure)).toEqual(['6', '50+', '2.5M+']);
    expect(programsHeroStats[0]).toBe(figures.corePrograms);
  });

  it('links a programme to its detail section', () => {
    expect(programHref('newborn')).toBe('/programs?program=newborn#program-details');
  });
});
