import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { PROJECTS_KEY } from './get-projects';

/** DELETE /api/projects/{id}. */
export async function deleteProject(id: number): Promise<void> {
  await api.delete(`/projects/${id}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
