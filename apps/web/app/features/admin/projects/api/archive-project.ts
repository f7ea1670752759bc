import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { PROJECTS_KEY } from './get-projects';

/** PATCH /api/projects/{id}/archive: the project leaves the public lists (and this list). */
export async function archiveProject(id: number): Promise<void> {
  await api.patch(`/projects/${id}/archive`);
}

export function useArchiveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

/** PATCH /api/projects/{id}/unarchive: an archived project goes back on the public site. */
export async function unarchiveProject(id: number): Promise<void> {
  await api.patch(`/projects/${id}/unarchive`);
}

export function useUnarchiveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unarchiveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
