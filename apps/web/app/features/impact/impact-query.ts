import { isOneOf } from '@mnch/shared';
import { countryKey } from '../../content/countries';
import { fieldSites } from '../../content/field-sites';
import {
  activityFilterOptions,
  incomeFilterOptions,
  mapLayerOptions,
  type ActivityFilter,
  type IncomeFilter,
  type MapLayer,
  type RegionFilter,
} from '../../content/impact-maps';

/**
 * The query parameters of the impact page (docs/no-script.md, "Controls"): the country map's layer,
 * income and activity filters and the country whose details are open; the field sites' region and the
 * site whose card is shown. The server renders the page in the state they name.
 */
export const IMPACT_PARAMS = {
  layer: 'layer',
  income: 'income',
  activity: 'activity',
  country: 'country',
  region: 'region',
  site: 'site',
} as const;

export type ImpactParam = keyof typeof IMPACT_PARAMS;

export interface ImpactQuery {
  layer: MapLayer;
  income: IncomeFilter;
  activity: ActivityFilter;
  /** The country whose details are open: its ISO code in lower case (`ug`). */
  country: string | null;
  region: RegionFilter;
  /** The id of the field site whose card is shown (always one of the chosen region's). */
  site: string | null;
}

/** The state of a page whose address names nothing: the parameters of these values are left out. */
export const IMPACT_DEFAULTS: Readonly<ImpactQuery> = {
  layer: 'street',
  income: 'all',
  activity: 'all',
  country: null,
  region: 'all',
  site: null,
};

const REGIONS: readonly RegionFilter[] = ['all', 'kampala', 'busoga'];

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && isOneOf(allowed, value) ? value : fallback;
}

/** The records the address's names are checked against (the page's loader reads them; none: nothing is named). */
export interface ImpactRecords {
  countries?: readonly { code: string }[];
}

/** What the address names; an unknown value is the default (a site outside the chosen region is none). */
export function parseImpactQuery(params: URLSearchParams, records: ImpactRecords = {}): ImpactQuery {
  const region = oneOf(REGIONS, params.get(IMPACT_PARAMS.region), IMPACT_DEFAULTS.region);
  const countryId = params.get(IMPACT_PARAMS.country)?.toLowerCase() ?? null;
  const siteId = params.get(IMPACT_PARAMS.site);
  const site = fieldSites.find((s) => s.id === siteId && (region === 'all' || s.region === region));
  return {
    layer: oneOf(
      mapLayerOptions.map((o) => o.value),
      params.get(IMPACT_PARAMS.layer),
      IMPACT_DEFAULTS.layer,
    ),
    income: oneOf(
      incomeFilterOptions.map((o) => o.value),
      params.get(IMPACT_PARAMS.income),
      IMPACT_DEFAULTS.income,
    ),
    activity: oneOf(
      activityFilterOptions.map((o) => o.value),
      params.get(IMPACT_PARAMS.activity),
      IMPACT_DEFAULTS.activity,
    ),
    country: records.countries?.some((c) => countryKey(c) === countryId) ? countryId : null,
    region,
    site: site ? site.id : null,
  };
}

/** The parameters that set `changes` (for `addressWithParams`): a default value removes its parameter. */
export function impactParams(changes: Partial<ImpactQuery>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(changes) as [ImpactParam, string | null][]) {
    out[IMPACT_PARAMS[key]] = value === IMPACT_DEFAULTS[key] ? null : value;
  }
  return out;
}
