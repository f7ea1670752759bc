import { describe, expect, it } from 'vitest';
import type { FigureKey } from '@mnch/shared';
import { formatFigure } from '../../content/figures';
import { programBeneficiaries, programHref, programMetrics, programs, programsHeroStats, type Program } from '../../content/programs';
import { figureSet } from '../../lib/figures';

/** Figures of a test site (the site's own are data: GET /api/figures). */
const item = (key: FigureKey, value: number, suffix = '') => ({
  id: 1,
  key,
  value,
  label: `Label of ${key}`,
  prefix: '',
  suffix,
  plain: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: '"0"',
});

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

  it('shows the hero figures and the metrics that name a figure from the site figures', () => {
    const set = figureSet([item('corePrograms', 9), item('healthWorkersTrained', 31000, '+'), item('phdCandidates', 4)]);
    expect(programsHeroStats(set)[0]).toEqual({ value: 9, label: 'Label of corePrograms' });
    const program = {
      ...programs[0]!,
      beneficiaries: { thousandsOf: 'healthWorkersTrained' },
      metrics: [
        { figure: 'healthWorkersTrained' },
        { figure: 'phdCandidates', label: 'PhDs' },
        { value: '7', label: 'Seven' },
        { value: '8', label: 'Eight' },
      ],
    } satisfies Program;
    expect(programMetrics(program, set)).toEqual([
      { value: '31,000+', label: 'Label of healthWorkersTrained' },
      { value: '4', label: 'PhDs' },
      { value: '7', label: 'Seven' },
      { value: '8', label: 'Eight' },
    ]);
    expect(programBeneficiaries(program, set)).toBe('31K+');
    expect(programBeneficiaries({ ...program, beneficiaries: '480K+' }, set)).toBe('480K+');
    expect(formatFigure({ value: 2.5, suffix: 'M+' })).toBe('2.5M+');
    expect(formatFigure({ value: 15000, suffix: '+' })).toBe('15,000+');
    expect(formatFigure({ value: 2013, plain: true })).toBe('2013');
  });

  it('links a programme to its detail section', () => {
    expect(programHref('newborn')).toBe('/programs?program=newborn#program-details');
  });
});
