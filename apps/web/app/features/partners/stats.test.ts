import { describe, expect, it } from 'vitest';
import {
  PARTNER_TYPES,
  WORLD_REGIONS,
  communityPartners,
  mapPartners,
  researchPartners,
  strategicPartners,
  type MapPartner,
} from '../../content/partners';
import { strategicPartnerDetails } from '../../content/partner-details';
import {
  countByType,
  countryOf,
  inCategory,
  initials,
  mapTypeCounts,
  partnerDirectory,
  partnershipStats,
  regionCounts,
  toggleType,
} from './stats';

describe('partner directory', () => {
  const directory = partnerDirectory();

  it('lists every organisation once', () => {
    const names = directory.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const p of [...communityPartners, ...researchPartners, ...strategicPartners, ...mapPartners]) expect(names).toContain(p.name);
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
  // A list of its own, so the page's partners can change.
  const partner = (id: string, type: MapPartner['type'], region: MapPartner['region']): MapPartner => ({
    id,
    name: id,
    lat: 0,
    lng: 0,
    type,
    location: 'City, Country',
    region,
    focusAreas: [],
    projects: 1,
    years: 1,
  });
  const list = [
    partner('a', 'academic', 'Africa'),
    partner('b', 'academic', 'Europe'),
    partner('c', 'funding', 'Africa'),
    partner('d', 'ngo', 'Asia-Pacific'),
  ];

  it('counts partners per type and per region', () => {
    expect(mapTypeCounts(list)).toEqual({ academic: 2, government: 0, international: 0, ngo: 1, private: 0, funding: 1 });
    expect(regionCounts(list)).toEqual({ Africa: 2, Europe: 1, 'North America': 0, 'Asia-Pacific': 1 });
    // The page's map partners each have a known type and region, so every one is counted.
    const types = mapTypeCounts(mapPartners);
    expect(PARTNER_TYPES.reduce((sum, t) => sum + types[t], 0)).toBe(mapPartners.length);
    const regions = regionCounts(mapPartners);
    expect(WORLD_REGIONS.reduce((sum, r) => sum + regions[r], 0)).toBe(mapPartners.length);
  });

  it('filters by category and toggles visible types', () => {
    expect(inCategory(list, 'all')).toEqual(list);
    expect(inCategory(list, 'academic').map((p) => p.id)).toEqual(['a', 'b']);
    expect(inCategory(list, 'government')).toEqual([]);
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
