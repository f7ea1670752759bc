import { isOneOf } from '@mnch/shared';
import { countryKey } from '../../content/countries';
import type { FieldSite } from '../../content/field-sites';
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
 * site whose card is shown. The server renders the page in the state they name. A site is named by its
 * record's id (`?site=12`), and is one only when it is among the records passed in.
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
  site: number | null;
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

/** The records the address may name by id, as the page's loader read them (what an island was given). */
export interface ImpactRecords {
  /** The countries (their code is enough). */
  countries?: readonly { code: string }[];
  /** The field sites (their id and region are enough). */
  sites?: readonly Pick<FieldSite, 'id' | 'region'>[];
}

/** A record's id as the address writes it ("12"); anything else is none. */
const idParam = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && isOneOf(allowed, value) ? value : fallback;
}

/** What the address names; an unknown value is the default (a record not among `records`, or a site outside the chosen region, is none). */
export function parseImpactQuery(params: URLSearchParams, records: ImpactRecords = {}): ImpactQuery {
  const region = oneOf(REGIONS, params.get(IMPACT_PARAMS.region), IMPACT_DEFAULTS.region);
  const countryId = params.get(IMPACT_PARAMS.country)?.toLowerCase() ?? null;
  const siteId = idParam(params.get(IMPACT_PARAMS.site));
  const site = (records.sites ?? []).find((s) => s.id === siteId && (region === 'all' || s.region === region));
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
  for (const [key, value] of Object.entries(changes) as [ImpactParam, string | number | null][]) {
    out[IMPACT_PARAMS[key]] = value === IMPACT_DEFAULTS[key] || value === null ? null : String(value);
  }
  return out;
}
