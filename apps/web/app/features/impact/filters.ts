import type { Country } from '../../content/countries';
import type { FieldSite } from '../../content/field-sites';
import { activityFilterOptions, type ActivityFilter, type IncomeFilter, type RegionFilter } from '../../content/impact-maps';

/** The countries the income and activity filters let through. */
export function filterCountries(list: Country[], income: IncomeFilter, activity: ActivityFilter): Country[] {
  const wanted = activityFilterOptions.find((o) => o.value === activity)?.activity;
  return list.filter((c) => (income === 'all' || c.incomeLevel === income) && (activity === 'all' || c.activity === wanted));
}

export function sitesInRegion<S extends Pick<FieldSite, 'region'>>(list: readonly S[], region: RegionFilter): S[] {
  return region === 'all' ? [...list] : list.filter((s) => s.region === region);
}

/** Sites per region, derived from the list (never typed in, so the counts always match it). */
export function siteCounts(list: readonly Pick<FieldSite, 'region'>[]): Record<RegionFilter, number> {
  return {
    all: list.length,
    kampala: list.filter((s) => s.region === 'kampala').length,
    busoga: list.filter((s) => s.region === 'busoga').length,
  };
}

/** 48,600,000 -> "48.6 million"; 950,000 -> "950,000". */
export function formatPopulation(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })} million`;
  return n.toLocaleString('en-US');
}
