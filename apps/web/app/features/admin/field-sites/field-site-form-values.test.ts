import { createFieldSiteSchema, type FieldSiteItem } from '@mnch/shared';
import { describe, expect, it } from 'vitest';
import { fieldSiteFormDefaults, fieldSitePayload, previewPercent } from './field-site-form-values';

const SITE: FieldSiteItem = {
  id: 3,
  name: 'Iganga General Hospital',
  region: 'busoga',
  type: 'District hospital',
  x: 70,
  y: 34.5,
  healthWorkersTrained: 350,
  communitiesReached: 64,
  programsActive: 4,
  livesImpacted: 112000,
  programs: ['Newborn care unit', 'Referral systems study'],
  description: 'The district hospital.',
  colorFrom: '#134f34',
  colorTo: '#48b37b',
  motif: 'hospital',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('field-site form values', () => {
  it('round-trips a site through the form to the same record', () => {
    const body = createFieldSiteSchema.parse(fieldSitePayload(fieldSiteFormDefaults(SITE)));
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = SITE;
    expect(body).toEqual(fields);
  });

  it('sends the programmes one per line, blank lines dropped', () => {
    const values = { ...fieldSiteFormDefaults(SITE), programs: ' One \n\n Two, with a comma \n' };
    expect(fieldSitePayload(values).programs).toEqual(['One', 'Two, with a comma']);
  });

  it('starts a new site in the middle of the illustration, its region still to choose', () => {
    const values = fieldSiteFormDefaults(null);
    expect(values).toMatchObject({ x: '50', y: '50', region: '', motif: 'clinic' });
    expect(createFieldSiteSchema.safeParse(fieldSitePayload(values)).success).toBe(false);
  });

  it('places the preview only for numbers from 0 to 100', () => {
    expect(previewPercent('12.5')).toBe(12.5);
    expect(previewPercent('0')).toBe(0);
    expect(previewPercent('')).toBeNull();
    expect(previewPercent('101')).toBeNull();
    expect(previewPercent('left')).toBeNull();
  });
});
