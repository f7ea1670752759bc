import { teamOrderResponseSchema } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { TEAM_KEY } from './get-team';

export type TeamMove = 'top' | 'up' | 'down' | 'bottom';

/** The order with `id` moved one place up or down, or to the top or the bottom; the same order when it cannot move. */
export function movedOrder(ids: readonly number[], id: number, move: TeamMove): number[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const last = ids.length - 1;
  const to = move === 'top' ? 0 : move === 'bottom' ? last : move === 'up' ? Math.max(0, from - 1) : Math.min(last, from + 1);
  const next = ids.filter((other) => other !== id);
  next.splice(to, 0, id);
  return next;
}

/** Reads the whole order (GET /api/team/order), moves the member in it and saves it (PUT /api/team/order, one transaction). */
export async function moveTeamMember({ id, move }: { id: number; move: TeamMove }): Promise<number[]> {
  const { ids } = await api.get('/team/order', teamOrderResponseSchema);
  return (await api.put('/team/order', { ids: movedOrder(ids, id, move) }, teamOrderResponseSchema)).ids;
}

export function useMoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTeamMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
