/**
 * The countries of the impact page's map are records of the API (GET /api/countries; their fields,
 * enumerations and labels are packages/shared/src/collections/countries.ts), edited in the back office
 * (/admin/countries) and read by the impact page's loader (features/impact/impact.route.tsx). Health and
 * economic indicators are rounded, indicative values for illustration, not official statistics.
 */
export type { CountryItem as Country, CountryActivity, IncomeLevel } from '@mnch/shared';
export { COUNTRY_ACTIVITY_LABELS as activityLabels, INCOME_LEVEL_LABELS as incomeLevelLabels } from '@mnch/shared';

/** The address names a country by its ISO code in lower case (`/impact?country=ug`, docs/no-script.md). */
export const countryKey = (country: { code: string }): string => country.code.toLowerCase();
