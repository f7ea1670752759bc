import { pressReleaseEnvelopeSchema, type CreatePressReleaseInput, type PressRelease } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { PRESS_KEY } from './get-press-releases';

/** POST /api/press-releases (no id) or PUT /api/press-releases/{id}. */
export async function savePressRelease({ id, input }: { id?: number; input: CreatePressReleaseInput }): Promise<PressRelease> {
  const body =
    id === undefined
      ? await api.post('/press-releases', input, pressReleaseEnvelopeSchema)
      : await api.put(`/press-releases/${id}`, input, pressReleaseEnvelopeSchema);
  return body.pressRelease;
}

export function useSavePressRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePressRelease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRESS_KEY }),
  });
}
