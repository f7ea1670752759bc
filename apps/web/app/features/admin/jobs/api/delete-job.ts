import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { JOBS_KEY } from './get-jobs';

/** DELETE /api/jobs/{id}. */
export async function deleteJob(id: number): Promise<void> {
  await api.delete(`/jobs/${id}`);
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
