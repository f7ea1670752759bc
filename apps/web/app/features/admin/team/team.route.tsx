import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { PAGE_SIZES, TEAM_CATEGORIES, TEAM_MESSAGES, trashConfirm, type TeamMember } from '@mnch/shared';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useDeleteRecord } from '../components/collection-api';
import { CollectionSection, type CollectionSectionCopy } from '../components/collection-section';
import { clientOnlyLoader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { hasActiveFilter, useListParams } from '../components/use-list-params';
import { TEAM_KEY, teamQuery } from './api/get-team';
import { useMoveTeamMember, type TeamMove } from './api/move-team-member';
import { TeamFormDialog } from './team-form';
import { TeamTable, moveButtonId } from './team-table';
import { TeamViewDialog } from './team-view';

export const handle: SectionHandle = { title: 'Team' };
export const meta = backOfficeMeta;

export const clientLoader = clientOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

const CATEGORY_OPTIONS = TEAM_CATEGORIES.map((c) => ({ value: c, label: c }));
const MOVED: Record<TeamMove, string> = { top: 'to the top', up: 'up', down: 'down', bottom: 'to the bottom' };

const COPY: CollectionSectionCopy<TeamMember> = {
  description: 'The people on the public Team page, in the order the page shows them: move a member up or down to change it.',
  add: 'Add Team Member',
  addFirst: 'Add First Team Member',
  searchLabel: 'Search team members',
  searchPlaceholder: 'Search by name, title or biography...',
  loading: 'Loading team members',
  fetchFailed: 'Error loading team members',
  emptyTitle: 'No team members found',
  emptyHint: 'Get started by adding the first member of the team',
  emptySearchHint: 'Try adjusting your filters',
  plural: 'team members',
  pagesLabel: 'Team member pages',
  deleteTitle: 'Delete team member',
  deleteConfirm: (member) => trashConfirm(member?.name ?? 'this member', 'They leave the team page.'),
  deleted: TEAM_MESSAGES.deleted,
  deleteFailed: TEAM_MESSAGES.deleteFailed,
};

export default function TeamRoute() {
  const list = useListParams();
  const { params, update } = list;
  const query = useQuery(teamQuery(params));
  const remove = useDeleteRecord('/team', TEAM_KEY);
  const move = useMoveTeamMember();
  const [announcement, setAnnouncement] = useState('');
  /** The move button to focus again once the list shows the new order. */
  const refocus = useRef<string | null>(null);
  const filtered = hasActiveFilter(params);

  useEffect(() => {
    if (!refocus.current || query.isFetching) return;
    const button = document.getElementById(refocus.current);
    refocus.current = null;
    if (button instanceof HTMLButtonElement && !button.disabled) button.focus();
  }, [query.data, query.isFetching]);

  async function onMove(member: TeamMember, to: TeamMove) {
    try {
      await move.mutateAsync({ id: member.id, move: to });
      refocus.current = moveButtonId(member.id, to === 'top' ? 'down' : to === 'bottom' ? 'up' : to);
      setAnnouncement(`${member.name} moved ${MOVED[to]}.`);
      toast.success(TEAM_MESSAGES.reordered);
      // A member moved to the top is on the first page.
      if (to === 'top' && params.page !== 1) update({ page: 1 });
    } catch (err) {
      toast.error(`${TEAM_MESSAGES.reorderFailed} ${ApiError.from(err).message}`);
    }
  }

  return (
    <CollectionSection
      copy={COPY}
      icon={UsersRound}
      list={list}
      selects={[
        {
          name: 'category',
          label: 'Filter by category',
          allLabel: 'All Categories',
          value: params.category,
          options: CATEGORY_OPTIONS,
          widthClass: 'md:w-60',
        },
      ]}
      filtered={filtered}
      pageSize={PAGE_SIZES.team}
      query={query}
      items={(data) => data.members}
      remove={remove}
      history={{ kind: 'team', listKey: TEAM_KEY }}
      bulk={{ kind: 'team', listKey: TEAM_KEY }}
      renderTable={(members, handlers, sorting) => (
        <TeamTable
          members={members}
          // Sorted by a column, the rows are not in the public order: no ranks, no moves.
          firstRank={filtered || params.sort ? null : (params.page - 1) * PAGE_SIZES.team}
          total={query.data?.total ?? 0}
          moving={move.isPending}
          onMove={(member, to) => void onMove(member, to)}
          {...handlers}
          {...sorting}
        />
      )}
      renderForm={(member, onClose) => <TeamFormDialog member={member} onClose={onClose} />}
      renderView={(member, onClose) => <TeamViewDialog member={member} onClose={onClose} />}
    >
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </CollectionSection>
  );
}
