import { describe, expect, it } from 'vitest';
import { WORLD_REGIONS, type Partner } from '@mnch/shared';
import { carouselPartnersOf, communityPartnersOf, mapPartnersOf, researchPartnersOf, strategicPartnersOf, yearsSince } from './partners';

const base: Partner = {
  id: 1,
  name: 'Org',
  type: 'academic',
  city: 'Kampala',
  country: 'Uganda',
  location: 'Kampala, Uganda',
  region: 'Africa',
  latitude: 0.3,
  longitude: 32.5,
  logoUrl: null,
  initials: null,
  colorFrom: null,
  colorTo: null,
  icon: null,
  website: null,
  description: 'About',
  focus: 'Focus',
  focusAreas: ['A', 'B'],
  keyContact: 'Dr. K',
  projects: ['P'],
  publications: 5,
  projectCount: 2,
  since: 2020,
  lists: [],
  inCarousel: false,
  details: null,
  position: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: '"0"',
};
const partner = (over: Partial<Partner>): Partner => ({ ...base, ...over });

describe('partner views', () => {
  const partners = [
    partner({ id: 1, name: 'Europe one', lists: ['map', 'research'], region: 'Europe', logoUrl: '/uploads/a.png' }),
    partner({ id: 2, name: 'Africa one', lists: ['map', 'strategic'], inCarousel: true }),
    partner({ id: 3, name: 'Community', type: 'ngo', lists: ['community'], icon: 'users' }),
    partner({ id: 4, name: 'No place', lists: ['map'], latitude: null, longitude: null }),
  ];

  it('puts each partner on the lists it is on, once', () => {
    expect(researchPartnersOf(partners, 2025).map((p) => p.name)).toEqual(['Europe one']);
    expect(strategicPartnersOf(partners).map((p) => p.name)).toEqual(['Africa one']);
    expect(communityPartnersOf(partners).map((p) => p.name)).toEqual(['Community']);
    expect(carouselPartnersOf(partners, 2025).map((p) => p.name)).toEqual(['Africa one']);
  });

  it('lists the map by region, leaving out a partner without coordinates', () => {
    expect(mapPartnersOf(partners, 2025, WORLD_REGIONS).map((p) => p.name)).toEqual(['Africa one', 'Europe one']);
  });

  it('shows the same logo wherever the partner is', () => {
    expect(researchPartnersOf(partners, 2025)[0]!.logo).toBe('/uploads/a.png');
    expect(mapPartnersOf(partners, 2025, WORLD_REGIONS)[1]!.logo).toBe('/uploads/a.png');
  });

  it('counts years of partnership up to the given year', () => {
    expect(yearsSince(2014, 2025)).toBe(11);
    expect(yearsSince(null, 2025)).toBe(0);
    expect(researchPartnersOf(partners, 2025)[0]!.yearsActive).toBe(5);
  });
});
