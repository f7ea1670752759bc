import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus, UsersRound } from 'lucide-react';
import { PAGE_SIZES, TEAM_CATEGORIES, TEAM_MESSAGES, type TeamMember } from '@mnch/shared';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { Button, EmptyState, Pagination } from '../../../components/ui';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListFilters } from '../components/list-filters';
import { QueryErrorPanel } from '../components/query-error';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback, ContentSpinner } from '../components/spinner';
import { hasActiveFilter, useListParams } from '../components/use-list-params';
import type { Route } from './+types/team.route';
import { useDeleteTeamMember } from './api/delete-team-member';
import { teamQuery } from './api/get-team';
import { useMoveTeamMember, type TeamMove } from './api/move-team-member';
import { TeamFormDialog } from './team-form';
import { TeamTable, moveButtonId } from './team-table';
import { TeamViewDialog } from './team-view';

const TITLE = 'Team';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

const CATEGORY_OPTIONS = TEAM_CATEGORIES.map((c) => ({ value: c, label: c }));
const MOVED: Record<TeamMove, string> = { top: 'to the top', up: 'up', down: 'down', bottom: 'to the bottom' };

type Editing = { member: TeamMember | null } | null;

export default function TeamRoute() {
  const { params, update, wantsNew, clearNew } = useListParams();
  const query = useQuery(teamQuery(params));
  const remove = useDeleteTeamMember();
  const move = useMoveTeamMember();
  const [editingState, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<TeamMember | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The move button to focus again once the list shows the new order. */
  const refocus = useRef<string | null>(null);
  const form: Editing = editingState ?? (wantsNew ? { member: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (wantsNew) clearNew();
  };
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

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(TEAM_MESSAGES.deleted);
      setDeleting(null);
    } catch (err) {
      toast.error(`${TEAM_MESSAGES.deleteFailed} ${ApiError.from(err).message}`);
    }
  }

  const addButton = (label: string) => (
    <Button onClick={() => setEditing({ member: null })}>
      <Plus aria-hidden="true" className="size-4" /> {label}
    </Button>
  );

  return (
    <>
      <SectionHeader
        description="The people on the public Team page, in the order the page shows them: move a member up or down to change it."
        actions={addButton('Add Team Member')}
      />
      <ListFilters<'category'>
        searchLabel="Search team members"
        searchPlaceholder="Search by name, title or biography..."
        search={params.search}
        onChange={update}
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
      />
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {query.isPending ? (
        <ContentSpinner label="Loading team members" />
      ) : query.isError ? (
        <QueryErrorPanel title="Error loading team members" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.members.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          className="bg-white"
          title="No team members found"
          description={filtered ? 'Try adjusting your filters' : 'Get started by adding the first member of the team'}
          action={filtered ? null : addButton('Add First Team Member')}
        />
      ) : (
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <TeamTable
            members={query.data.members}
            firstRank={filtered ? null : (params.page - 1) * PAGE_SIZES.team}
            total={query.data.total}
            moving={move.isPending}
            onMove={(member, to) => void onMove(member, to)}
            onView={setViewing}
            onEdit={(member) => setEditing({ member })}
            onDelete={setDeleting}
          />
          <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {(params.page - 1) * PAGE_SIZES.team + 1}–{(params.page - 1) * PAGE_SIZES.team + query.data.members.length} of{' '}
              {query.data.total} team members
            </p>
            <Pagination
              page={params.page}
              totalPages={query.data.totalPages}
              onPageChange={(page) => update({ page })}
              label="Team member pages"
            />
          </div>
        </div>
      )}
      {form ? <TeamFormDialog key={form.member?.id ?? 'new'} member={form.member} onClose={closeForm} /> : null}
      {viewing ? <TeamViewDialog member={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete team member"
        message={`Are you sure you want to remove ${deleting?.name ?? 'this member'} from the team page? This action cannot be undone.`}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
