import type { CountryItem, CreateCountryInput } from '@mnch/shared';
import { lines } from '../components/form-values';

export interface CountryFormValues {
  name: string;
  code: string;
  incomeLevel: string;
  activity: string;
  population: string;
  latitude: string;
  longitude: string;
  /** One programme per line. */
  programmes: string;
  /** One partner institution per line. */
  partners: string;
  maternalMortality: string;
  under5Mortality: string;
  gdpPerCapita: string;
}

export const COUNTRY_FORM_FIELDS = [
  'name',
  'code',
  'incomeLevel',
  'activity',
  'population',
  'latitude',
  'longitude',
  'programmes',
  'partners',
  'maternalMortality',
  'under5Mortality',
  'gdpPerCapita',
] as const;

const num = (n: number | undefined) => (n === undefined ? '' : String(n));

export function countryFormDefaults(country: CountryItem | null): CountryFormValues {
  return {
    name: country?.name ?? '',
    code: country?.code ?? '',
    incomeLevel: country?.incomeLevel ?? '',
    activity: country?.activity ?? '',
    population: num(country?.population),
    latitude: num(country?.latitude),
    longitude: num(country?.longitude),
    programmes: country?.programmes.join('\n') ?? '',
    partners: country?.partners.join('\n') ?? '',
    maternalMortality: num(country?.maternalMortality),
    under5Mortality: num(country?.under5Mortality),
    gdpPerCapita: num(country?.gdpPerCapita),
  };
}

/** The request body of POST/PUT /api/countries (the API reads the numbers from text; the lists are one entry per line). */
export const countryPayload = (v: CountryFormValues): CreateCountryInput => ({
  ...v,
  incomeLevel: v.incomeLevel as CreateCountryInput['incomeLevel'],
  activity: v.activity as CreateCountryInput['activity'],
  programmes: lines(v.programmes),
  partners: lines(v.partners),
});
