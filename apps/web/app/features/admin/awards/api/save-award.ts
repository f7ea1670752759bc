import { awardEnvelopeSchema, type AwardItem, type CreateAwardInput } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { AWARDS_KEY } from './get-awards';

/** POST /api/awards (no id) or PUT /api/awards/{id}. */
export async function saveAward({ id, input }: { id?: number; input: CreateAwardInput }): Promise<AwardItem> {
  const body =
    id === undefined ? await api.post('/awards', input, awardEnvelopeSchema) : await api.put(`/awards/${id}`, input, awardEnvelopeSchema);
  return body.award;
}

export function useSaveAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAward,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AWARDS_KEY }),
  });
}
