import { partnerEnvelopeSchema, type Partner, type PartnerInput } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { PARTNERS_KEY } from './get-partners';

/** POST /api/partners (no id) or PUT /api/partners/{id}. */
export async function savePartner({ id, input }: { id?: number; input: PartnerInput }): Promise<Partner> {
  const body =
    id === undefined
      ? await api.post('/partners', input, partnerEnvelopeSchema)
      : await api.put(`/partners/${id}`, input, partnerEnvelopeSchema);
  return body.partner;
}

export function useSavePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARTNERS_KEY }),
  });
}
