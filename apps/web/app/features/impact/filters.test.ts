import { describe, expect, it } from 'vitest';
import type { Country } from '../../content/countries';
import type { FieldSite } from '../../content/field-sites';
import { filterCountries, formatPopulation, siteCounts, sitesInRegion } from './filters';

const names = (list: { name: string }[]) => list.map((c) => c.name);

// Lists of their own, so the page's countries and sites can change.
const country = (name: string, incomeLevel: Country['incomeLevel'], activity: Country['activity']): Country => ({
  id: name.charCodeAt(0),
  name,
  code: `${name}X`,
  incomeLevel,
  activity,
  population: 1,
  latitude: 0,
  longitude: 0,
  programmes: [],
  partners: [],
  maternalMortality: 1,
  under5Mortality: 1,
  gdpPerCapita: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: '"0"',
});
const COUNTRIES = [
  country('A', 'low', 'active'),
  country('B', 'lower-middle', 'research'),
  country('C', 'low', 'research'),
  country('D', 'lower-middle', 'potential'),
  country('E', 'low', 'none'),
];
const site = (id: number, name: string, region: FieldSite['region']): Pick<FieldSite, 'id' | 'name' | 'region'> => ({ id, name, region });
const SITES = [site(1, 'k1', 'kampala'), site(2, 'b1', 'busoga'), site(3, 'k2', 'kampala')];

describe('filterCountries', () => {
  it('shows every country without filters', () => {
    expect(filterCountries(COUNTRIES, 'all', 'all')).toEqual(COUNTRIES);
  });

  it('filters by income level', () => {
    expect(names(filterCountries(COUNTRIES, 'low', 'all'))).toEqual(['A', 'C', 'E']);
    expect(filterCountries(COUNTRIES, 'upper-middle', 'all')).toEqual([]);
  });

  it('filters by activity and combines both filters', () => {
    expect(names(filterCountries(COUNTRIES, 'all', 'active'))).toEqual(['A']);
    expect(names(filterCountries(COUNTRIES, 'all', 'research'))).toEqual(['B', 'C']);
    expect(names(filterCountries(COUNTRIES, 'all', 'potential'))).toEqual(['D']);
    expect(names(filterCountries(COUNTRIES, 'lower-middle', 'research'))).toEqual(['B']);
    expect(filterCountries(COUNTRIES, 'lower-middle', 'active')).toEqual([]);
  });
});

describe('field sites', () => {
  it('filters by region and derives the counts', () => {
    expect(sitesInRegion(SITES, 'all')).toEqual(SITES);
    expect(names(sitesInRegion(SITES, 'kampala'))).toEqual(['k1', 'k2']);
    expect(names(sitesInRegion(SITES, 'busoga'))).toEqual(['b1']);
    expect(siteCounts(SITES)).toEqual({ all: 3, kampala: 2, busoga: 1 });
    expect(siteCounts([])).toEqual({ all: 0, kampala: 0, busoga: 0 });
    expect(sitesInRegion([], 'busoga')).toEqual([]);
  });
});

describe('formatPopulation', () => {
  it('writes millions in words', () => {
    expect(formatPopulation(48_600_000)).toBe('48.6 million');
    expect(formatPopulation(223_800_000)).toBe('223.8 million');
    expect(formatPopulation(950_000)).toBe('950,000');
  });
});
