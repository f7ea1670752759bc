import { ACCOUNT_MESSAGES, MESSAGES, PAGE_SIZES, ROLES, USER_STATUSES, type User } from '@mnch/shared';
import { useQuery } from '@tanstack/react-query';
import { Download, Plus, SearchX, UserCheck, UserX, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui';
import { getStaffSession } from '../../../lib/session';
import { AdminOnlySection } from '../components/admin-only';
import { ConfirmDialog } from '../components/confirm-dialog';
import { noMatches, PagedQuery } from '../components/paged-list';
import { SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import type { Route } from './+types/users.route';
import { useDeleteUser } from './api/delete-user';
import { activeAdminsCountQuery, usersPageQuery } from './api/get-users';
import { SetPasswordDialog } from './set-password-dialog';
import { UserFormDialog } from './user-form-dialog';
import { ROLE_LABELS, STATUS_LABELS, USER_TOASTS, hasActiveFilter, isLastAdmin, type UsersFilters } from './users-logic';
import { UsersStats } from './users-stats';
import { UsersTable } from './users-table';
import { useUsersSection, type UsersDialog } from './use-users-section';
import { ListFilters } from '../components/list-filters';

export const handle: SectionHandle = { title: 'Users' };
export const meta = backOfficeMeta;

export async function clientLoader() {
  const session = getStaffSession();
  return { isAdmin: session?.role === 'admin', selfId: session ? Number(session.sub) : undefined };
}

export const HydrateFallback = BackOfficeHydrateFallback;

const DESCRIPTION =
  'Everyone with an account: staff who sign in to this back office (administrators and editors) and newsletter subscribers. The role decides what each person may do.';

export default function UsersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminOnlySection isAdmin={loaderData.isAdmin} description={DESCRIPTION} what="User management">
      <UsersSection selfId={loaderData.selfId} />
    </AdminOnlySection>
  );
}

function UsersSection({ selfId }: { selfId: number | undefined }) {
  const section = useUsersSection();
  const { filters, selected, dialog } = section;
  // The API refuses an admin deactivating themselves, in bulk too.
  const selfSelected = selfId !== undefined && selected.has(selfId);
  return (
    <>
      <SectionHeader
        description={DESCRIPTION}
        actions={
          <>
            <Button variant="secondary" onClick={() => void section.exportCsv()} loading={section.exporting} loadingText="Exporting...">
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </Button>
            <Button onClick={() => section.openDialog({ kind: 'form', user: null })}>
              <Plus aria-hidden="true" className="size-4" />
              Add User
            </Button>
          </>
        }
      />
      <UsersStats />
      <ListFilters<'status' | 'role'>
        searchLabel="Search users"
        searchPlaceholder="Search by name or email..."
        search={filters.search}
        onChange={section.changeFilters}
        selects={[
          {
            name: 'status',
            label: 'Filter by status',
            allLabel: 'All Status',
            value: filters.status,
            options: USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            widthClass: 'md:w-40',
          },
          {
            name: 'role',
            label: 'Filter by role',
            allLabel: 'All Roles',
            value: filters.role,
            options: ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
            widthClass: 'md:w-40',
          },
        ]}
      />
      {selected.size > 0 ? (
        <div
          role="region"
          aria-label="Bulk actions"
          className="mb-4 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
        >
          <p className="text-sm font-medium text-brand-900" aria-live="polite">
            {selected.size} {selected.size === 1 ? 'user' : 'users'} selected
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void section.setStatus('active')} disabled={section.bulkPending}>
              <UserCheck aria-hidden="true" className="size-4" />
              Activate
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void section.setStatus('inactive')}
              disabled={section.bulkPending || selfSelected}
              aria-describedby={selfSelected ? 'users-bulk-self' : undefined}
              title={selfSelected ? ACCOUNT_MESSAGES.selfDeactivate : undefined}
            >
              <UserX aria-hidden="true" className="size-4" />
              Deactivate
            </Button>
            <Button size="sm" variant="ghost" onClick={section.clearSelection} disabled={section.bulkPending}>
              Clear selection
            </Button>
          </div>
          {selfSelected ? (
            <p id="users-bulk-self" className="text-xs text-brand-900 sm:basis-full sm:order-last">
              {ACCOUNT_MESSAGES.selfDeactivate}: your own account is among the selected users.
            </p>
          ) : null}
        </div>
      ) : null}
      <UsersList
        filters={filters}
        selected={selected}
        onToggle={section.toggle}
        onToggleAll={section.toggleAll}
        onDialog={section.openDialog}
        onReset={section.resetFilters}
        onAdd={() => section.openDialog({ kind: 'form', user: null })}
        pageHref={section.pageHref}
        selfId={selfId}
      />
      {dialog?.kind === 'form' ? <UserFormDialog user={dialog.user} onClose={section.closeDialog} selfId={selfId} /> : null}
      {dialog?.kind === 'password' ? <SetPasswordDialog user={dialog.user} onClose={section.closeDialog} /> : null}
      {dialog?.kind === 'delete' ? <DeleteUserDialog user={dialog.user} onClose={section.closeDialog} /> : null}
    </>
  );
}

function UsersList({
  filters,
  selected,
  onToggle,
  onToggleAll,
  onDialog,
  onReset,
  onAdd,
  pageHref,
  selfId,
}: {
  filters: UsersFilters;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (users: readonly User[], select: boolean) => void;
  onDialog: (dialog: UsersDialog) => void;
  onReset: () => void;
  onAdd: () => void;
  pageHref: (page: number) => string;
  selfId: number | undefined;
}) {
  const query = useQuery(usersPageQuery(filters));
  const admins = useQuery(activeAdminsCountQuery);
  const users = query.data?.users ?? [];
  const { page } = filters;
  return (
    <PagedQuery
      query={query}
      loading="Loading users"
      errorTitle={MESSAGES.users.loadFailed}
      empty={
        (query.data?.total ?? 0) > 0
          ? {
              icon: SearchX,
              title: `There are no users on page ${page}`,
              action: (
                <a href={pageHref(1)} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
                  Go to the first page
                </a>
              ),
            }
          : hasActiveFilter(filters)
            ? noMatches('No users found', onReset)
            : {
                icon: Users,
                title: 'No users yet',
                action: (
                  <Button size="sm" onClick={onAdd}>
                    Add First User
                  </Button>
                ),
              }
      }
      pageSize={PAGE_SIZES.users}
      shown={users.length}
      noun="users"
      page={page}
      hrefFor={pageHref}
      label="User pages"
    >
      <UsersTable
        users={users}
        selected={selected}
        onToggle={onToggle}
        onToggleAll={(select) => onToggleAll(users, select)}
        activeAdmins={admins.data}
        onEdit={(user) => onDialog({ kind: 'form', user })}
        onSetPassword={(user) => onDialog({ kind: 'password', user })}
        onDelete={(user) => onDialog({ kind: 'delete', user })}
        selfId={selfId}
      />
    </PagedQuery>
  );
}

function DeleteUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const remove = useDeleteUser();
  const admins = useQuery(activeAdminsCountQuery);
  const last = isLastAdmin(user, admins.data);
  const [error, setError] = useState<string | null>(last ? MESSAGES.users.lastAdmin : null);

  async function confirm() {
    setError(null);
    try {
      await remove.mutateAsync(user.id);
      toast.success(USER_TOASTS.deleted(user.name));
      onClose();
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : USER_TOASTS.deleteFailed;
      setError(message);
      toast.error(USER_TOASTS.deleteFailed, { description: message });
    }
  }

  return (
    <ConfirmDialog
      open
      title="Delete User"
      confirmLabel="Delete User"
      busy={remove.isPending}
      error={error}
      disabled={last}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Are you sure you want to delete <strong className="font-semibold text-slate-900">{user.name}</strong> ({user.email})? This action
      cannot be undone.
    </ConfirmDialog>
  );
}
