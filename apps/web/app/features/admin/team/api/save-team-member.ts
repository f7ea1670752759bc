import { teamMemberEnvelopeSchema, type TeamMemberInput, type TeamMember } from '@mnch/shared';
import { useSaveRecord } from '../../components/collection-api';
import { TEAM_KEY } from './get-team';

/** POST /api/team (no id) or PUT /api/team/{id}. */
export const useSaveTeamMember = () =>
  useSaveRecord<TeamMemberInput, typeof teamMemberEnvelopeSchema, TeamMember>(
    '/team',
    TEAM_KEY,
    teamMemberEnvelopeSchema,
    (body) => body.member,
  );
