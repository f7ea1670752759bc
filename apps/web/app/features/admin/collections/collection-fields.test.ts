import { COUNTRIES, FIELD_SITES, collectionSchemas, type CountryItem, type FieldSiteItem } from '@mnch/shared';
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
  version: '"0"',
};
const { create } = collectionSchemas(FIELD_SITES);

describe('a collection form’s values (the field sites’)', () => {
  it('round-trips a site through the form to the same record', () => {
    const body = create.parse(formPayload(FIELD_SITES, formDefaults(FIELD_SITES, SITE)));
    const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...fields } = SITE;
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

const UGANDA: CountryItem = {
  id: 1,
  name: 'Uganda',
  code: 'UG',
  incomeLevel: 'low',
  activity: 'active',
  population: 48_600_000,
  latitude: 1.37,
  longitude: 32.29,
  programmes: ['Newborn care units in district hospitals', 'Village health team mentorship'],
  partners: ['Ministry of Health, Uganda'],
  maternalMortality: 284,
  under5Mortality: 40,
  gdpPerCapita: 1000,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: '"0"',
};
const countries = collectionSchemas(COUNTRIES);

describe('a collection form’s values (the countries’)', () => {
  it('shows a country with its lists one entry per line, and sends it back unchanged', () => {
    const values = formDefaults(COUNTRIES, UGANDA);
    expect(values.programmes).toBe('Newborn care units in district hospitals\nVillage health team mentorship');
    expect(values.population).toBe('48600000');
    const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...fields } = UGANDA;
    expect(countries.create.parse(formPayload(COUNTRIES, values))).toEqual(fields);
  });

  it('reads numbers with thousands separators and the code in any case, stored upper-case', () => {
    const values = { ...formDefaults(COUNTRIES, UGANDA), code: ' ug ', population: '1,200,000', gdpPerCapita: '2,100.5' };
    expect(countries.create.parse(formPayload(COUNTRIES, values))).toMatchObject({
      code: 'UG',
      population: 1_200_000,
      gdpPerCapita: 2100.5,
    });
    expect(countries.create.safeParse(formPayload(COUNTRIES, { ...values, code: 'UGA' })).success).toBe(false);
  });

  it('starts empty for a new country, which the schema refuses', () => {
    const values = formDefaults(COUNTRIES, null);
    expect(Object.values(values).every((v) => v === '')).toBe(true);
    expect(countries.create.safeParse(formPayload(COUNTRIES, values)).success).toBe(false);
  });
});
