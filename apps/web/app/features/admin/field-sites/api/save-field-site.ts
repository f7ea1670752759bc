import { fieldSiteEnvelopeSchema, type CreateFieldSiteInput, type FieldSiteItem } from '@mnch/shared';
import { useSaveRecord } from '../../components/collection-api';
import { FIELD_SITES_KEY } from './get-field-sites';

/** POST /api/field-sites (no id) or PUT /api/field-sites/{id}. */
export const useSaveFieldSite = () =>
  useSaveRecord<CreateFieldSiteInput, typeof fieldSiteEnvelopeSchema, FieldSiteItem>(
    '/field-sites',
    FIELD_SITES_KEY,
    fieldSiteEnvelopeSchema,
    (body) => body.fieldSite,
  );
