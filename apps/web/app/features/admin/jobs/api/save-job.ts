import { jobEnvelopeSchema, type CreateJobInput, type Job } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { JOBS_KEY } from './get-jobs';

/** POST /api/jobs (no id) or PUT /api/jobs/{id}. */
export async function saveJob({ id, input }: { id?: number; input: CreateJobInput }): Promise<Job> {
  const body =
    id === undefined ? await api.post('/jobs', input, jobEnvelopeSchema) : await api.put(`/jobs/${id}`, input, jobEnvelopeSchema);
  return body.job;
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
