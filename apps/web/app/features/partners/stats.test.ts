import { describe, expect, it } from 'vitest';
import { PARTNER_TYPES, mapPartners, researchPartners, strategicPartners } from '../../content/partners';
import { strategicPartnerDetails } from '../../content/partner-details';
import { countByType, countryOf, inCategory, initials, mapTypeCounts, partnerDirectory, partnershipStats, regionCounts, toggleType } from './stats';

describe('partner directory', () => {
  const directory = partnerDirectory();

  it('lists every organisation once', () => {
    const names = directory.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Northern Institute of Global Health');
  });

  it('derives counts per type and the impact figures from the lists', () => {
    const counts = countByType(directory);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(directory.length);
    expect(counts.academic).toBe(researchPartners.length);
    const stats = partnershipStats(directory);
    expect(stats.partners).toBe(directory.length);
    expect(stats.publications).toBe(researchPartners.reduce((s, p) => s + p.publications, 0));
    expect(stats.countries).toBe(new Set(directory.map((e) => e.country)).size);
    expect(Number.isInteger(stats.averageYears)).toBe(true);
  });

  it('averages and rounds years', () => {
    expect(
      partnershipStats([
        { name: 'A', type: 'ngo', country: 'X', years: 3 },
        { name: 'B', type: 'ngo', country: 'X', years: 4 },
      ]),
    ).toEqual({ partners: 2, countries: 1, publications: 0, averageYears: 4 });
    expect(partnershipStats([])).toEqual({ partners: 0, countries: 0, publications: 0, averageYears: 0 });
  });
});

describe('map partners', () => {
  it('has 11 partners covering all six types, counted per region', () => {
    expect(mapPartners).toHaveLength(11);
    const types = mapTypeCounts(mapPartners);
    for (const t of PARTNER_TYPES) expect(types[t]).toBeGreaterThan(0);
    const regions = regionCounts(mapPartners);
    expect(Object.values(regions).reduce((a, b) => a + b, 0)).toBe(11);
    expect(regions.Africa).toBe(3);
  });

  it('filters by category and toggles visible types', () => {
    expect(inCategory(mapPartners, 'all')).toHaveLength(11);
    expect(inCategory(mapPartners, 'funding').every((p) => p.type === 'funding')).toBe(true);
    const visible = new Set(PARTNER_TYPES);
    const hidden = toggleType(visible, 'ngo');
    expect(hidden.has('ngo')).toBe(false);
    expect(visible.has('ngo')).toBe(true);
    expect(toggleType(hidden, 'ngo').has('ngo')).toBe(true);
  });
});

describe('helpers', () => {
  it('reads the country and makes initials', () => {
    expect(countryOf('Stockholm, Sweden')).toBe('Sweden');
    expect(countryOf('Uganda')).toBe('Uganda');
    expect(initials('Northern Institute of Global Health')).toBe('NI');
    expect(initials("Busoga Mothers' Network")).toBe('BM');
    expect(initials('Coastal School of Public Health')).toBe('CS');
  });
});

describe('strategic partner details', () => {
  it('has the details of every strategic partner, and of no other', () => {
    expect(Object.keys(strategicPartnerDetails).sort()).toEqual(strategicPartners.map((p) => p.id).sort());
  });
});
