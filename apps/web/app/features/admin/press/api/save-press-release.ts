import { pressReleaseEnvelopeSchema, type CreatePressReleaseInput, type PressRelease } from '@mnch/shared';
import { useSaveRecord } from '../../components/collection-api';
import { PRESS_KEY } from './get-press-releases';

/** POST /api/press-releases (no id) or PUT /api/press-releases/{id}. */
export const useSavePressRelease = () =>
  useSaveRecord<CreatePressReleaseInput, typeof pressReleaseEnvelopeSchema, PressRelease>(
    '/press-releases',
    PRESS_KEY,
    pressReleaseEnvelopeSchema,
    (body) => body.pressRelease,
  );
