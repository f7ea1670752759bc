import { describe, expect, it } from 'vitest';
import { PARTNER_TYPES, WORLD_REGIONS, type Partner } from '@mnch/shared';
import type { MapPartner } from '../../lib/partners';
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

const record = (over: Partial<Partner>): Partner =>
  ({
    id: 1,
    name: 'Org',
    type: 'academic',
    city: 'Kampala',
    country: 'Uganda',
    location: 'Kampala, Uganda',
    since: 2015,
    publications: 10,
    lists: ['research'],
    ...over,
  }) as Partner;

describe('partner directory', () => {
  // Fixtures: the page's own partners are records that staff change.
  const partners = [
    record({ id: 1, name: 'Research', lists: ['research', 'map'], publications: 10, since: 2015 }),
    record({ id: 2, name: 'Strategic', type: 'funding', country: 'Norway', lists: ['strategic'], publications: 99, since: 2021 }),
    record({ id: 3, name: 'Carousel only', type: 'ngo', lists: [], inCarousel: true }),
  ];
  const directory = partnerDirectory(partners, 2025);

  it('lists every organisation on the page once, not the carousel-only ones', () => {
    expect(directory.map((e) => e.name)).toEqual(['Research', 'Strategic']);
  });

  it('derives counts per type and the impact figures from the records', () => {
    expect(countByType(directory)).toMatchObject({ academic: 1, funding: 1, ngo: 0 });
    // Publications count for the research list only, as its cards show them.
    expect(partnershipStats(directory)).toEqual({ partners: 2, countries: 2, publications: 10, averageYears: 7 });
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
    logo: null,
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
    const regions = regionCounts(list);
    expect(WORLD_REGIONS.reduce((sum, r) => sum + regions[r], 0)).toBe(list.length);
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
