import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Handshake, Plus } from 'lucide-react';
import { PAGE_SIZES, PARTNER_LISTS, PARTNER_MESSAGES, PARTNER_TYPES, type Partner } from '@mnch/shared';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { Button, EmptyState, Pagination } from '../../../components/ui';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListFilters } from '../components/list-filters';
import { QueryErrorPanel } from '../components/query-error';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback, ContentSpinner } from '../components/spinner';
import { useListParams } from '../components/use-list-params';
import type { Route } from './+types/partners.route';
import { useDeletePartner } from './api/delete-partner';
import { partnersQuery } from './api/get-partners';
import { PARTNER_LIST_LABELS, PARTNER_TYPE_LABELS } from './format';
import { PartnerFormDialog } from './partner-form';
import { PartnersTable } from './partners-table';
import { PartnerViewDialog } from './partner-view';

const TITLE = 'Partners';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

const TYPE_OPTIONS = PARTNER_TYPES.map((t) => ({ value: t, label: PARTNER_TYPE_LABELS[t] }));
const LIST_OPTIONS = [
  ...PARTNER_LISTS.map((l) => ({ value: l, label: PARTNER_LIST_LABELS[l] })),
  { value: 'carousel', label: 'Home carousel' },
];

type Editing = { partner: Partner | null } | null;

export default function PartnersRoute() {
  const { params, update, wantsNew, clearNew } = useListParams();
  const [searchParams] = useSearchParams();
  const filters = { search: params.search, type: searchParams.get('type') ?? '', list: searchParams.get('list') ?? '', page: params.page };
  const query = useQuery(partnersQuery(filters));
  const remove = useDeletePartner();
  const [editingState, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Partner | null>(null);
  const [deleting, setDeleting] = useState<Partner | null>(null);
  const form: Editing = editingState ?? (wantsNew ? { partner: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (wantsNew) clearNew();
  };
  const filtered = !!(filters.search.trim() || filters.type || filters.list);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(PARTNER_MESSAGES.deleted);
      setDeleting(null);
    } catch (err) {
      toast.error(`${PARTNER_MESSAGES.deleteFailed} ${ApiError.from(err).message}`);
    }
  }

  const addButton = (label: string) => (
    <Button onClick={() => setEditing({ partner: null })}>
      <Plus aria-hidden="true" className="size-4" /> {label}
    </Button>
  );

  return (
    <>
      <SectionHeader
        description="The partner organisations, each kept once: the partners page's lists, its world map and the home page carousel all show these records."
        actions={addButton('Add Partner')}
      />
      <ListFilters<'type' | 'list'>
        searchLabel="Search partners"
        searchPlaceholder="Search by name, place or focus..."
        search={params.search}
        onChange={update}
        selects={[
          { name: 'type', label: 'Filter by type', allLabel: 'All Types', value: filters.type, options: TYPE_OPTIONS },
          {
            name: 'list',
            label: 'Filter by where shown',
            allLabel: 'Shown anywhere',
            value: filters.list,
            options: LIST_OPTIONS,
            widthClass: 'md:w-64',
          },
        ]}
      />
      {query.isPending ? (
        <ContentSpinner label="Loading partners" />
      ) : query.isError ? (
        <QueryErrorPanel title="Error loading partners" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.partners.length === 0 ? (
        <EmptyState
          icon={Handshake}
          className="bg-white"
          title="No partners found"
          description={filtered ? 'Try adjusting your filters' : 'Get started by adding the first partner organisation'}
          action={filtered ? null : addButton('Add First Partner')}
        />
      ) : (
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <PartnersTable
            partners={query.data.partners}
            onView={setViewing}
            onEdit={(partner) => setEditing({ partner })}
            onDelete={setDeleting}
          />
          <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {(params.page - 1) * PAGE_SIZES.partners + 1}–{(params.page - 1) * PAGE_SIZES.partners + query.data.partners.length}{' '}
              of {query.data.total} partners
            </p>
            <Pagination
              page={params.page}
              totalPages={query.data.totalPages}
              onPageChange={(page) => update({ page })}
              label="Partner pages"
            />
          </div>
        </div>
      )}
      {form ? <PartnerFormDialog key={form.partner?.id ?? 'new'} partner={form.partner} onClose={closeForm} /> : null}
      {viewing ? <PartnerViewDialog partner={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete partner"
        message={`Are you sure you want to delete ${deleting?.name ?? 'this partner'}? It leaves the partners page, the map and the home carousel. This action cannot be undone.`}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
