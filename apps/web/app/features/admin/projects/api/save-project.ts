import { projectSchema, type CreateProjectInput, type Project } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { PROJECTS_KEY } from './get-projects';

const envelope = z.object({ project: projectSchema });

/** POST /api/projects (no id) or PUT /api/projects/{id}. */
export async function saveProject({ id, input }: { id?: number; input: CreateProjectInput }): Promise<Project> {
  const body = id === undefined ? await api.post<unknown>('/projects', input) : await api.put<unknown>(`/projects/${id}`, input);
  return envelope.parse(body).project;
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
