import { partnerEnvelopeSchema, type PartnerInput, type Partner } from '@mnch/shared';
import { useSaveRecord } from '../../components/collection-api';
import { PARTNERS_KEY } from './get-partners';

/** POST /api/partners (no id) or PUT /api/partners/{id}. */
export const useSavePartner = () =>
  useSaveRecord<PartnerInput, typeof partnerEnvelopeSchema, Partner>(
    '/partners',
    PARTNERS_KEY,
    partnerEnvelopeSchema,
    (body) => body.partner,
  );
