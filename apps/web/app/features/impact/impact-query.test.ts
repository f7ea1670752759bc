import { PAGE_QUERY_PARAMS } from '@mnch/shared';
import { describe, expect, it } from 'vitest';
import { IMPACT_DEFAULTS, IMPACT_PARAMS, impactParams, parseImpactQuery } from './impact-query';

const kampalaSite = { id: 12, region: 'kampala' } as const;
const busogaSite = { id: 7, region: 'busoga' } as const;
// The countries the page's loader read; the address names one by its lower-case ISO code.
const countries = [{ code: 'UG' }, { code: 'KE' }];
const country = 'ke';
const records = { sites: [kampalaSite, busogaSite], countries };

describe('parseImpactQuery', () => {
  it('is the defaults for an address that names nothing', () => {
    expect(parseImpactQuery(new URLSearchParams())).toEqual(IMPACT_DEFAULTS);
  });

  it('reads each choice the address names', () => {
    const params = new URLSearchParams({
      layer: 'satellite',
      income: 'low',
      activity: 'research',
      country,
      region: 'busoga',
      site: String(busogaSite.id),
    });
    expect(parseImpactQuery(params, records)).toEqual({
      layer: 'satellite',
      income: 'low',
      activity: 'research',
      country,
      region: 'busoga',
      site: busogaSite.id,
    });
  });

  it('names a country by its ISO code (in lower case), and only one of the records passed in', () => {
    expect(parseImpactQuery(new URLSearchParams({ country: 'ke' }), { countries }).country).toBe('ke');
    expect(parseImpactQuery(new URLSearchParams({ country: 'KE' }), { countries }).country).toBe('ke');
    expect(parseImpactQuery(new URLSearchParams({ country: 'kenya' }), { countries }).country).toBeNull();
    expect(parseImpactQuery(new URLSearchParams({ country: 'ke' })).country).toBeNull();
  });

  it('takes unknown values as the defaults', () => {
    const params = new URLSearchParams({
      layer: 'terrain',
      income: 'high',
      activity: 'x',
      country: 'zz',
      region: 'north',
      site: 'nowhere',
    });
    expect(parseImpactQuery(params, records)).toEqual(IMPACT_DEFAULTS);
    for (const site of ['99', '12.0', '012', '-12', '1e1', ' 12']) {
      expect(parseImpactQuery(new URLSearchParams({ site }), records).site, site).toBeNull();
    }
  });

  it('names a site only among the records passed in', () => {
    expect(parseImpactQuery(new URLSearchParams({ site: '12' }), records).site).toBe(12);
    expect(parseImpactQuery(new URLSearchParams({ site: '12' })).site).toBeNull();
    expect(parseImpactQuery(new URLSearchParams({ site: '12' }), { sites: [] }).site).toBeNull();
  });

  it('shows a site only in its own region (or all regions)', () => {
    const site = String(kampalaSite.id);
    expect(parseImpactQuery(new URLSearchParams({ region: 'busoga', site }), records).site).toBeNull();
    expect(parseImpactQuery(new URLSearchParams({ site }), records).site).toBe(kampalaSite.id);
    expect(parseImpactQuery(new URLSearchParams({ region: 'kampala', site }), records).site).toBe(kampalaSite.id);
  });

  it('uses only the parameters the page cache keeps for /impact', () => {
    expect([...Object.values(IMPACT_PARAMS)].sort()).toEqual([...PAGE_QUERY_PARAMS['/impact']!].sort());
  });
});

describe('impactParams', () => {
  it('sets each change and drops the parameters of default values', () => {
    expect(impactParams({ layer: 'satellite', country })).toEqual({ layer: 'satellite', country });
    expect(impactParams({ layer: 'street', region: 'all', site: null, income: 'all', activity: 'all', country: null })).toEqual({
      layer: null,
      region: null,
      site: null,
      income: null,
      activity: null,
      country: null,
    });
  });

  it('round-trips through the address', () => {
    const query = { ...IMPACT_DEFAULTS, layer: 'satellite', region: 'kampala', site: kampalaSite.id } as const;
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(impactParams(query))) if (value !== null) params.set(name, value);
    expect(params.toString()).toBe(`layer=satellite&region=kampala&site=${kampalaSite.id}`);
    expect(parseImpactQuery(params, records)).toEqual(query);
  });
});
