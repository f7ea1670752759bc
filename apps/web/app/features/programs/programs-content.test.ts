import { describe, expect, it } from 'vitest';
import { figures, formatFigure } from '../../content/figures';
import { programHref, programs, programsHeroStats } from '../../content/programs';

describe('programme content', () => {
  it('has programmes with unique ids and a project count each', () => {
    expect(programs.length).toBeGreaterThan(0);
    expect(new Set(programs.map((p) => p.id)).size).toBe(programs.length);
    for (const p of programs) expect(Number.isInteger(p.projectCount) && p.projectCount > 0, p.id).toBe(true);
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
    expect(programsHeroStats[0]).toBe(figures.corePrograms);
    expect(formatFigure({ value: 2.5, suffix: 'M+' })).toBe('2.5M+');
    expect(formatFigure({ value: 15000, suffix: '+' })).toBe('15,000+');
    expect(formatFigure({ value: 2013, plain: true })).toBe('2013');
  });

  it('links a programme to its detail section', () => {
    expect(programHref('newborn')).toBe('/programs?program=newborn#program-details');
  });
});
