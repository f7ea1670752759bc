import { countryEnvelopeSchema, type CountryItem, type CreateCountryInput } from '@mnch/shared';
import { useSaveRecord } from '../../components/collection-api';
import { COUNTRIES_KEY } from './get-countries';

/** POST /api/countries (no id) or PUT /api/countries/{id}. */
export const useSaveCountry = () =>
  useSaveRecord<CreateCountryInput, typeof countryEnvelopeSchema, CountryItem>(
    '/countries',
    COUNTRIES_KEY,
    countryEnvelopeSchema,
    (body) => body.country,
  );
