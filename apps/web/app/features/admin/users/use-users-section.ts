import type { User, UserStatus } from '@mnch/shared';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { downloadText } from '../components/download';
import { useListParams } from '../components/use-list-params';
import { useBulkStatus } from './api/bulk-status';
import { fetchAllUsers } from './api/export-users';
import { USER_TOASTS, csvFileName, readUsersFilters, usersFiltersSearch, usersToCsv } from './users-logic';

/** Which dialog the section shows: the user form (adding when `user` is null), Set password, or Delete. */
export type UsersDialog = { kind: 'form'; user: User | null } | { kind: 'password'; user: User } | { kind: 'delete'; user: User } | null;

/** The filters a search box or a select changes (any change goes back to the first page). */
export type UsersFiltersPatch = Partial<Record<'search' | 'role' | 'status', string>>;

/**
 * The Users section's state: the filters and page from the URL (written through useListParams, as the
 * other sections do), `?new=1` opening the Add User dialog, the open dialog, the selection for the bulk
 * actions (kept per filter set: a new filter clears it), bulk activate and deactivate, and the CSV export.
 */
export function useUsersSection() {
  const { update, wantsNew, clearNew } = useListParams();
  const [searchParams] = useSearchParams();
  const filters = useMemo(() => readUsersFilters(searchParams), [searchParams]);
  const filterKey = usersFiltersSearch(filters);
  const [dialog, setDialog] = useState<UsersDialog>(null);
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: filterKey, ids: new Set() });
  const selected = selection.key === filterKey ? selection.ids : new Set<number>();
  const [exporting, setExporting] = useState(false);
  const bulk = useBulkStatus();

  // `?new=1` (from a quick action or a shared link): open the Add User dialog once, then drop the flag.
  const [seenNew, setSeenNew] = useState(false);
  if (wantsNew !== seenNew) {
    setSeenNew(wantsNew);
    if (wantsNew) setDialog({ kind: 'form', user: null });
  }
  useEffect(() => {
    if (wantsNew) clearNew();
  }, [wantsNew, clearNew]);

  const changeFilters = (patch: UsersFiltersPatch) => update(patch);
  const resetFilters = () => update({ search: '', role: '', status: '' });
  const pageHref = (page: number) => usersFiltersSearch({ ...filters, page });

  function toggle(id: number) {
    const ids = new Set(selected);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    setSelection({ key: filterKey, ids });
  }

  function toggleAll(users: readonly User[], select: boolean) {
    const ids = new Set(selected);
    for (const u of users) {
      if (select) ids.add(u.id);
      else ids.delete(u.id);
    }
    setSelection({ key: filterKey, ids });
  }

  const clearSelection = () => setSelection({ key: filterKey, ids: new Set() });

  async function setStatus(status: UserStatus) {
    const ids = [...selected];
    try {
      const updated = await bulk.mutateAsync({ ids, status });
      toast.success(status === 'active' ? USER_TOASTS.activated(updated) : USER_TOASTS.deactivated(updated));
      clearSelection();
    } catch (error) {
      toast.error(status === 'active' ? USER_TOASTS.activateFailed : USER_TOASTS.deactivateFailed, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const users = await fetchAllUsers(filters);
      downloadText(usersToCsv(users), csvFileName(), 'text/csv;charset=utf-8');
      toast.success(USER_TOASTS.exported);
    } catch (error) {
      toast.error(USER_TOASTS.exportFailed, { description: error instanceof Error ? error.message : undefined });
    } finally {
      setExporting(false);
    }
  }

  return {
    filters,
    changeFilters,
    resetFilters,
    pageHref,
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    selected,
    toggle,
    toggleAll,
    clearSelection,
    setStatus,
    bulkPending: bulk.isPending,
    exporting,
    exportCsv,
  };
}
