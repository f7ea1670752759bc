import { publicationEnvelopeSchema, type CreatePublicationInput, type Publication } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { PUBLICATIONS_KEY } from './get-publications';

/** POST /api/publications (no id) or PUT /api/publications/{id}. */
export async function savePublication({ id, input }: { id?: number; input: CreatePublicationInput }): Promise<Publication> {
  const body =
    id === undefined
      ? await api.post('/publications', input, publicationEnvelopeSchema)
      : await api.put(`/publications/${id}`, input, publicationEnvelopeSchema);
  return body.publication;
}

export function useSavePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePublication,
    // The dashboard's publication count reads ['publications', 'statistics'].
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PUBLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['publications'] }),
      ]),
  });
}
