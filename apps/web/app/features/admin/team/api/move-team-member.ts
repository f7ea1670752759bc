import { teamOrderResponseSchema, type TeamMove } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { TEAM_KEY } from './get-team';

export type { TeamMove };

/**
 * POST /api/team/{id}/move: the server moves the member in the order it holds, so a move made while
 * someone else adds, deletes or moves a member neither fails nor undoes theirs. Answers the new order.
 */
export async function moveTeamMember({ id, move }: { id: number; move: TeamMove }): Promise<number[]> {
  return (await api.post(`/team/${id}/move`, { move }, teamOrderResponseSchema)).ids;
}

export function useMoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTeamMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
