import { awardEnvelopeSchema, type CreateAwardInput, type AwardItem } from '@mnch/shared';
import { useSaveRecord } from '../../components/collection-api';
import { AWARDS_KEY } from './get-awards';

/** POST /api/awards (no id) or PUT /api/awards/{id}. */
export const useSaveAward = () =>
  useSaveRecord<CreateAwardInput, typeof awardEnvelopeSchema, AwardItem>('/awards', AWARDS_KEY, awardEnvelopeSchema, (body) => body.award);
