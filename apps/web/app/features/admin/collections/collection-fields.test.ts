import { FIELD_SITES, collectionSchemas, type FieldSiteItem } from '@mnch/shared';
import { describe, expect, it } from 'vitest';
import { formDefaults, formPayload } from './collection-fields';
import { previewPercent } from './collection-previews';

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
const { create } = collectionSchemas(FIELD_SITES);

describe('a collection form’s values (the field sites’)', () => {
  it('round-trips a site through the form to the same record', () => {
    const body = create.parse(formPayload(FIELD_SITES, formDefaults(FIELD_SITES, SITE)));
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = SITE;
    expect(body).toEqual(fields);
  });

  it('sends a text list one entry per line, blank lines dropped', () => {
    const values = { ...formDefaults(FIELD_SITES, SITE), programs: ' One \n\n Two, with a comma \n' };
    expect(formPayload(FIELD_SITES, values).programs).toEqual(['One', 'Two, with a comma']);
  });

  it('starts a new site with its fields’ initial values: in the middle of the illustration, its region still to choose', () => {
    const values = formDefaults(FIELD_SITES, null);
    expect(values).toMatchObject({ x: '50', y: '50', region: '', motif: 'clinic', livesImpacted: '0', colorFrom: '#0f3d29' });
    expect(create.safeParse(formPayload(FIELD_SITES, values)).success).toBe(false);
  });

  it('places the preview only for numbers from 0 to 100', () => {
    expect(previewPercent('12.5')).toBe(12.5);
    expect(previewPercent('0')).toBe(0);
    expect(previewPercent('')).toBeNull();
    expect(previewPercent('101')).toBeNull();
    expect(previewPercent('left')).toBeNull();
  });
});
