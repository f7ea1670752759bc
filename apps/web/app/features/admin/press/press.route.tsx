import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Megaphone, Plus } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { PRESS_MESSAGES, PRESS_PAGE_SIZE, type PressRelease } from '@mnch/shared';
import { Button, EmptyState, Pagination } from '../../../components/ui';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListFilters } from '../components/list-filters';
import { QueryErrorPanel } from '../components/query-error';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback, ContentSpinner } from '../components/spinner';
import { useListParams } from '../components/use-list-params';
import type { Route } from './+types/press.route';
import { useDeletePressRelease } from './api/delete-press-release';
import { pressReleasesQuery } from './api/get-press-releases';
import { PressFormDialog } from './press-form';
import { PressTable } from './press-table';
import { PressViewDialog } from './press-view';

const TITLE = 'Press Releases';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

/** The year filter's choices: this year and the nine before it. */
const YEAR_OPTIONS = Array.from({ length: 10 }, (_, i) => String(new Date().getFullYear() - i)).map((y) => ({ value: y, label: y }));

type Editing = { release: PressRelease | null } | null;

export default function PressRoute() {
  const { params, update, wantsNew, clearNew } = useListParams();
  const [searchParams] = useSearchParams();
  const year = /^\d{4}$/.test(searchParams.get('year') ?? '') ? searchParams.get('year')! : '';
  const query = useQuery(pressReleasesQuery({ search: params.search, year, page: params.page }));
  const remove = useDeletePressRelease();
  const [editingState, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<PressRelease | null>(null);
  const [deleting, setDeleting] = useState<PressRelease | null>(null);
  const form: Editing = editingState ?? (wantsNew ? { release: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (wantsNew) clearNew();
  };
  const filtered = !!(params.search.trim() || year);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(PRESS_MESSAGES.deleted);
      setDeleting(null);
    } catch (err) {
      toast.error((err as Error).message);
    }
  }

  const addButton = (label: string) => (
    <Button onClick={() => setEditing({ release: null })}>
      <Plus aria-hidden="true" className="size-4" /> {label}
    </Button>
  );

  return (
    <>
      <SectionHeader
        description="Press releases of the public media page's press tab, newest first."
        actions={addButton('Add Press Release')}
      />
      <ListFilters<'year'>
        searchLabel="Search press releases"
        searchPlaceholder="Search press releases..."
        search={params.search}
        onChange={update}
        selects={[{ name: 'year', label: 'Filter by year', allLabel: 'All Years', value: year, options: YEAR_OPTIONS }]}
      />
      {query.isPending ? (
        <ContentSpinner label="Loading press releases" />
      ) : query.isError ? (
        <QueryErrorPanel title="Error loading press releases" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.pressReleases.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          className="bg-white"
          title={PRESS_MESSAGES.emptyTitle}
          description={filtered ? PRESS_MESSAGES.emptySearchHint : PRESS_MESSAGES.emptyHint}
          action={filtered ? null : addButton('Add First Press Release')}
        />
      ) : (
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <PressTable
            releases={query.data.pressReleases}
            onView={setViewing}
            onEdit={(release) => setEditing({ release })}
            onDelete={setDeleting}
          />
          <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {(params.page - 1) * PRESS_PAGE_SIZE + 1}–{(params.page - 1) * PRESS_PAGE_SIZE + query.data.pressReleases.length} of{' '}
              {query.data.total} press releases
            </p>
            <Pagination
              page={params.page}
              totalPages={query.data.totalPages}
              onPageChange={(page) => update({ page })}
              label="Press release pages"
            />
          </div>
        </div>
      )}
      {form ? <PressFormDialog key={form.release?.id ?? 'new'} release={form.release} onClose={closeForm} /> : null}
      {viewing ? <PressViewDialog release={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete press release"
        message={PRESS_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
