import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import {
  BULK_MESSAGES,
  type TrashBulkAction,
  isTrashKind,
  TRASH_KIND_LABELS,
  TRASH_KINDS,
  TRASH_MESSAGES,
  TRASH_PAGE_SIZE,
  TRASH_RETENTION_DAYS,
  parsePage,
  type TrashEntry,
} from '@mnch/shared';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { inputClasses } from '../../../components/form-fields';
import { Button } from '../../../components/ui';
import { BulkBar, toastBulkResult, useBulkRequest, useBulkSelection } from '../components/bulk-selection';
import { adminOnlyLoader } from '../components/admin-only';
import { ConfirmDialog, useConfirm } from '../components/confirm-dialog';
import { PagedQuery } from '../components/paged-list';
import { SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useListParams } from '../components/use-list-params';
import type { Route } from './+types/trash.route';
import { trashQuery, useDeleteEntry, useEmptyTrash, useRestoreEntry } from './api/trash';
import { TrashList } from './trash-list';

export const handle: SectionHandle = { title: 'Trash' };
export const meta = backOfficeMeta;

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export const clientLoader = adminOnlyLoader;

export const HydrateFallback = BackOfficeHydrateFallback;

const KIND_OPTIONS = TRASH_KINDS.map((kind) => ({ value: kind, label: TRASH_KIND_LABELS[kind] }));

/** Asked before something is deleted for good: one entry, or all of them. */
type Pending = { kind: 'one'; entry: TrashEntry } | { kind: 'all' } | null;

export default function TrashRoute({ loaderData }: Route.ComponentProps) {
  const { isAdmin } = loaderData;
  const id = useId();
  const [searchParams] = useSearchParams();
  const { update } = useListParams();
  const rawKind = searchParams.get('kind') ?? '';
  const kind = isTrashKind(rawKind) ? rawKind : '';
  const page = parsePage(searchParams.get('page'));
  const query = useQuery(trashQuery({ kind, page }));
  const restore = useRestoreEntry();
  const remove = useDeleteEntry();
  const empty = useEmptyTrash();
  const pending = useConfirm<NonNullable<Pending>>(async (target) => {
    if (target.kind === 'all') return (await empty.mutateAsync()).message;
    await remove.mutateAsync(target.entry.id);
    return TRASH_MESSAGES.deletedForever;
  });
  // Bulk restore and delete forever (bulk-selection.tsx); a new kind or page starts with nothing selected.
  const selection = useBulkSelection(`${kind}|${page}`);
  const bulk = useBulkRequest<TrashBulkAction>('/trash', ['admin']);
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const selectedIds = [...selection.selected];

  async function runBulk(action: TrashBulkAction) {
    try {
      toastBulkResult(action, 'items', await bulk.mutateAsync({ action, ids: selectedIds }));
      selection.clear();
    } catch (err) {
      toast.error(ApiError.from(err).message);
    }
    setBulkDeleting(false);
  }

  async function restoreEntry(entry: TrashEntry) {
    try {
      const answer = await restore.mutateAsync(entry.id);
      toast.success(answer.message);
    } catch (err) {
      // A 409 says which field another item took meanwhile; the entry stays.
      toast.error(ApiError.from(err).message);
    }
  }

  const total = query.data?.total ?? 0;
  const entries = query.data?.entries ?? [];
  return (
    <>
      <SectionHeader
        description={`Deleted content stays here for ${TRASH_RETENTION_DAYS} days: restore puts it back where it was, on the public site too. After that it is deleted for good.${isAdmin ? '' : ' Only administrators can delete items forever or empty the trash.'}`}
        actions={
          isAdmin ? (
            <Button variant="danger" onClick={() => pending.ask({ kind: 'all' })} disabled={!query.data || (total === 0 && !kind)}>
              <Trash2 aria-hidden="true" className="size-4" /> Empty trash
            </Button>
          ) : null
        }
      />
      <div
        role="search"
        aria-label="Filter the trash"
        className="mb-6 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      >
        <label htmlFor={`${id}-kind`} className="text-sm font-medium text-slate-700">
          Show
        </label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(e) => update({ kind: e.target.value })}
          className={inputClasses(false, 'sm:w-64')}
        >
          <option value="">Everything</option>
          {KIND_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {selectedIds.length > 0 ? (
        <BulkBar
          count={selectedIds.length}
          busy={bulk.isPending}
          onClear={selection.clear}
          buttons={[
            { label: 'Restore', icon: RotateCcw, variant: 'primary', onClick: () => void runBulk('restore') },
            ...(isAdmin
              ? [{ label: 'Delete forever', icon: Trash2, variant: 'danger', onClick: () => setBulkDeleting(true) } as const]
              : []),
          ]}
        />
      ) : null}
      <PagedQuery
        query={query}
        loading="Loading the trash"
        errorTitle="Error loading the trash"
        empty={{
          icon: Trash2,
          title: TRASH_MESSAGES.emptyTitle,
          description: kind ? TRASH_MESSAGES.emptyFilterHint : TRASH_MESSAGES.emptyHint,
        }}
        pageSize={TRASH_PAGE_SIZE}
        shown={entries.length}
        noun="deleted items"
        page={page}
        onPage={(next) => update({ page: next })}
        label="Trash pages"
      >
        <TrashList
          entries={entries}
          isAdmin={isAdmin}
          restoring={restore.isPending ? restore.variables : undefined}
          onRestore={(entry) => void restoreEntry(entry)}
          onDeleteForever={(entry) => pending.ask({ kind: 'one', entry })}
          selection={selection}
        />
      </PagedQuery>
      <ConfirmDialog
        {...pending.dialog}
        title={pending.item?.kind === 'all' ? 'Empty trash' : 'Delete forever'}
        message={pending.item?.kind === 'all' ? TRASH_MESSAGES.emptyConfirm : TRASH_MESSAGES.deleteForeverConfirm}
        confirmLabel={pending.item?.kind === 'all' ? 'Empty trash' : 'Delete forever'}
      />
      <ConfirmDialog
        open={bulkDeleting}
        title="Delete forever"
        message={BULK_MESSAGES.deleteForeverConfirm(selectedIds.length)}
        confirmLabel="Delete forever"
        busy={bulk.isPending}
        onConfirm={() => void runBulk('delete')}
        onClose={() => setBulkDeleting(false)}
      />
    </>
  );
}
