import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { TEAM_KEY } from './get-team';

/** DELETE /api/team/{id}. */
export async function deleteTeamMember(id: number): Promise<void> {
  await api.delete(`/team/${id}`);
}

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
