import { messageResponseSchema } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { INQUIRIES_KEY } from '../../components/inquiry-kinds';

/** DELETE /api/inquiries/{id}. */
export function deleteInquiry(id: number): Promise<{ message: string }> {
  return api.delete(`/inquiries/${id}`, messageResponseSchema);
}

export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INQUIRIES_KEY }),
  });
}
