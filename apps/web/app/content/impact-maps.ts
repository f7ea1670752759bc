import type { CountryActivity, IncomeLevel } from './countries';
import { countryMapHeading, fieldSitesSection } from './impact';

/*
 * The impact page's country map and field sites: their controls, legends and dialog. Only the maps'
 * islands (features/impact/country-map.tsx, field-sites.tsx) import this module, so it loads with them,
 * after the page's first JavaScript (scripts/check-budgets.mjs).
 */

// Country map -------------------------------------------------------------------------------------

export type IncomeFilter = 'all' | IncomeLevel;
export type ActivityFilter = 'all' | 'active' | 'research' | 'potential';

export const countryMapCopy = {
  ...countryMapHeading,
  mapLabel: 'Map of the countries we work in',
  incomeLabel: 'Income level',
  activityLabel: 'Activity',
  layerLabel: 'Map layer',
  centerLabel: 'Center Map',
  /** Sends the filters when the scripts have not run (then they apply as they change). */
  applyFilters: 'Apply Filters',
  legendTitle: 'Legend',
  listTitle: 'Countries shown',
  viewDetails: 'View Details',
  noMatchTitle: 'No countries match these filters',
  noMatchText: 'Try another income level or activity.',
  resetFilters: 'Reset Filters',
  indicatorsNote: 'Indicators are rounded, indicative values.',
};

export const incomeFilterOptions: { value: IncomeFilter; label: string }[] = [
  { value: 'all', label: 'All income levels' },
  { value: 'low', label: 'Low income' },
  { value: 'lower-middle', label: 'Lower-middle income' },
  { value: 'upper-middle', label: 'Upper-middle income' },
];

export const activityFilterOptions: { value: ActivityFilter; label: string; activity?: CountryActivity }[] = [
  { value: 'all', label: 'All activities' },
  { value: 'active', label: 'Active Programs', activity: 'active' },
  { value: 'research', label: 'Research Partnerships', activity: 'research' },
  { value: 'potential', label: 'Potential', activity: 'potential' },
];

/** Marker colours per activity (active green, research blue, potential yellow, none grey). */
export const activityColors: Record<CountryActivity, string> = {
  active: '#16a34a',
  research: '#2563eb',
  potential: '#eab308',
  none: '#94a3b8',
};

/** Default view of the country map. */
export const countryMapView = { center: [-5, 20] as [number, number], zoom: 4, minZoom: 2, maxZoom: 18 };

export type MapLayer = 'street' | 'satellite';
export const mapLayerOptions: { value: MapLayer; label: string }[] = [
  { value: 'street', label: 'Street' },
  { value: 'satellite', label: 'Satellite' },
];

export const countryModalCopy = {
  population: 'Population',
  maternalMortality: 'Maternal mortality',
  maternalMortalityUnit: 'per 100,000 live births',
  under5Mortality: 'Under-5 mortality',
  under5MortalityUnit: 'per 1,000 live births',
  gdpPerCapita: 'GDP per capita',
  programs: 'Programmes',
  noPrograms: 'No programmes yet: we are exploring opportunities for collaboration here.',
  partners: 'Partners',
  noPartners: 'No partner institutions yet.',
  close: 'Close',
};

// Field sites -------------------------------------------------------------------------------------

export type RegionFilter = 'all' | 'kampala' | 'busoga';

export const fieldSitesCopy = {
  ...fieldSitesSection,
  mapLabel: 'Illustrated map of our field sites in Kampala and Busoga',
  filterLabel: 'Region',
  allLabel: 'All regions',
  emptyTitle: 'Explore Our Field Sites',
  emptyText: 'Select a site on the map to see its programmes and the people it reaches.',
  /** Over the illustration when the chosen region has no sites. */
  noSites: 'No field sites here yet.',
  programs: 'Programmes',
  clear: 'Close details',
  engagement: {
    healthWorkersTrained: 'Health workers trained',
    communitiesReached: 'Communities reached',
    programsActive: 'Active programmes',
    livesImpacted: 'Lives impacted',
  },
};
