import { PARTNER_TYPES, recordOf, type PartnerList, type PartnerType } from '@mnch/shared';
import { partnerTypeInfo } from '../../../content/partners';

/** The partner types as the public page labels them. */
export const PARTNER_TYPE_LABELS: Record<PartnerType, string> = recordOf(PARTNER_TYPES, (t) => partnerTypeInfo[t].label);

/** The lists of the partners page a partner can be on. */
export const PARTNER_LIST_LABELS: Record<PartnerList, string> = {
  strategic: 'Strategic partners',
  research: 'Academic and research partners',
  community: 'Community partners',
  map: 'World map',
};
