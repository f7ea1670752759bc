import { projectEnvelopeSchema, type CreateProjectInput, type Project } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { PROJECTS_KEY } from './get-projects';

/** POST /api/projects (no id) or PUT /api/projects/{id}. */
export async function saveProject({ id, input }: { id?: number; input: CreateProjectInput }): Promise<Project> {
  const body =
    id === undefined
      ? await api.post('/projects', input, projectEnvelopeSchema)
      : await api.put(`/projects/${id}`, input, projectEnvelopeSchema);
  return body.project;
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
