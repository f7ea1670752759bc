import { describe, expect, it } from 'vitest';
import { createCountrySchema, type CountryItem } from '@mnch/shared';
import { countryFormDefaults, countryPayload } from './country-form-values';

const uganda: CountryItem = {
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
};

describe('country form values', () => {
  it('shows a country with its lists one entry per line, and sends it back unchanged', () => {
    const values = countryFormDefaults(uganda);
    expect(values.programmes).toBe('Newborn care units in district hospitals\nVillage health team mentorship');
    expect(values.population).toBe('48600000');
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = uganda;
    expect(createCountrySchema.parse(countryPayload(values))).toEqual(fields);
  });

  it('drops blank lines, keeps commas inside an entry, and reads the code in any case', () => {
    const payload = countryPayload({ ...countryFormDefaults(uganda), code: 'ug', partners: ' A, B \n\n C ' });
    expect(payload.partners).toEqual(['A, B', 'C']);
    expect(createCountrySchema.parse(payload).code).toBe('UG');
  });

  it('starts empty for a new country, which the schema refuses', () => {
    const values = countryFormDefaults(null);
    expect(Object.values(values).every((v) => v === '')).toBe(true);
    expect(createCountrySchema.safeParse(countryPayload(values)).success).toBe(false);
  });
});
