import { describe, expect, it } from 'vitest';
import { countries } from '../../content/countries';
import { fieldSites } from '../../content/field-sites';
import { filterCountries, formatPopulation, siteCounts, sitesInRegion } from './filters';

const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('filterCountries', () => {
  it('shows all ten countries without filters', () => {
    expect(filterCountries(countries, 'all', 'all')).toHaveLength(10);
  });

  it('filters by income level', () => {
    expect(names(filterCountries(countries, 'low', 'all'))).toEqual(['Uganda', 'Rwanda', 'Ethiopia', 'Malawi']);
    expect(filterCountries(countries, 'upper-middle', 'all')).toEqual([]);
  });

  it('filters by activity and combines both filters', () => {
    expect(names(filterCountries(countries, 'all', 'active'))).toEqual(['Uganda', 'Rwanda', 'Malawi']);
    expect(names(filterCountries(countries, 'all', 'research'))).toEqual(['Kenya', 'Tanzania', 'Ethiopia', 'Ghana']);
    expect(names(filterCountries(countries, 'all', 'potential'))).toEqual(['Zambia', 'Nigeria']);
    expect(names(filterCountries(countries, 'lower-middle', 'research'))).toEqual(['Kenya', 'Tanzania', 'Ghana']);
  });
});

describe('field sites', () => {
  it('filters by region and derives the counts', () => {
    expect(sitesInRegion(fieldSites, 'all')).toHaveLength(8);
    expect(sitesInRegion(fieldSites, 'kampala').every((s) => s.region === 'kampala')).toBe(true);
    expect(siteCounts(fieldSites)).toEqual({ all: 8, kampala: 4, busoga: 4 });
  });

  it('places every site inside the illustration', () => {
    for (const s of fieldSites) {
      expect(s.x).toBeGreaterThanOrEqual(0);
      expect(s.x).toBeLessThanOrEqual(100);
      expect(s.y).toBeGreaterThanOrEqual(0);
      expect(s.y).toBeLessThanOrEqual(100);
    }
    expect(new Set(fieldSites.map((s) => s.id)).size).toBe(fieldSites.length);
  });
});

describe('formatPopulation', () => {
  it('writes millions in words', () => {
    expect(formatPopulation(48_600_000)).toBe('48.6 million');
    expect(formatPopulation(223_800_000)).toBe('223.8 million');
    expect(formatPopulation(950_000)).toBe('950,000');
  });
});
