import { publicationEnvelopeSchema, type CreatePublicationInput, type Publication } from '@mnch/shared';
import { useDeleteRecord, useSaveRecord } from '../../components/collection-api';
import { PUBLICATIONS_KEY } from './get-publications';

/** The dashboard's publication count reads ['publications', 'statistics']: a write refreshes it too. */
const DASHBOARD_KEY = ['publications'];

/** POST /api/publications (no id) or PUT /api/publications/{id}. */
export const useSavePublication = () =>
  useSaveRecord<CreatePublicationInput, typeof publicationEnvelopeSchema, Publication>(
    '/publications',
    PUBLICATIONS_KEY,
    publicationEnvelopeSchema,
    (body) => body.publication,
    DASHBOARD_KEY,
  );

/** DELETE /api/publications/{id}. */
export const useDeletePublication = () => useDeleteRecord('/publications', PUBLICATIONS_KEY, DASHBOARD_KEY);
