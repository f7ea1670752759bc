import { teamMemberEnvelopeSchema, type TeamMember, type TeamMemberInput } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { TEAM_KEY } from './get-team';

/** POST /api/team (no id) or PUT /api/team/{id}. */
export async function saveTeamMember({ id, input }: { id?: number; input: TeamMemberInput }): Promise<TeamMember> {
  const body =
    id === undefined
      ? await api.post('/team', input, teamMemberEnvelopeSchema)
      : await api.put(`/team/${id}`, input, teamMemberEnvelopeSchema);
  return body.member;
}

export function useSaveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
