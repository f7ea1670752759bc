import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Download, FileUp, MailCheck, MailQuestion, MailX, UserPlus, Users } from 'lucide-react';
import {
  SUBSCRIBERS_PAGE_SIZE,
  SUBSCRIBER_MESSAGES,
  SUBSCRIBER_STATUSES,
  SUBSCRIBER_STATUS_LABELS,
  parsePage,
  toSiteDate,
  type Subscriber,
  type SubscriberStats,
  type SubscriberStatus,
} from '@mnch/shared';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui';
import { ConfirmDialog, useConfirm } from '../components/confirm-dialog';
import { downloadText } from '../components/download';
import { ListFilters } from '../components/list-filters';
import { PagedQuery } from '../components/paged-list';
import { clientOnlyLoader, SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { StatCards, type Stat } from '../components/stat-card';
import { useListParams } from '../components/use-list-params';
import {
  fetchSubscribersCsv,
  subscriberStatsQuery,
  subscribersQuery,
  useDeleteSubscriber,
  type SubscribersFilter,
} from './api/subscribers';
import { SubscribersTable } from './subscribers-table';
import { AddSubscriberDialog } from './add-subscriber-dialog';
import { ImportSubscribersDialog } from './import-subscribers-dialog';

export const handle: SectionHandle = { title: 'Subscribers' };
export const meta = backOfficeMeta;

/** Client-only, like every back-office route; the admin layout's guard has already run (editors and admins). */
export const clientLoader = clientOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

const DESCRIPTION =
  'Addresses that asked for the newsletter, or that staff added with their agreement. A new address is pending until its owner follows the link in the confirmation email; only confirmed subscribers receive issues. Every issue carries a link to unsubscribe.';

const STATUS_OPTIONS = SUBSCRIBER_STATUSES.map((s) => ({ value: s, label: SUBSCRIBER_STATUS_LABELS[s] }));
const isStatus = (value: string): value is SubscriberStatus => SUBSCRIBER_STATUSES.some((s) => s === value);

/** The counts per state at the top (GET /api/subscribers/stats). */
const FIGURES: Stat<SubscriberStats>[] = [
  { label: 'Confirmed', icon: MailCheck, tone: 'teal', value: (d) => d.confirmed, note: () => 'Receive issues' },
  { label: 'Pending', icon: MailQuestion, tone: 'amber', value: (d) => d.pending, note: () => 'Not confirmed yet' },
  { label: 'Unsubscribed', icon: MailX, tone: 'purple', value: (d) => d.unsubscribed },
  { label: 'All addresses', icon: Users, tone: 'blue', value: (d) => d.total },
];

export default function SubscribersRoute() {
  const [searchParams] = useSearchParams();
  const { update, sorting } = useListParams();
  const statusParam = searchParams.get('status') ?? '';
  const filter: SubscribersFilter = { search: searchParams.get('search') ?? '', status: isStatus(statusParam) ? statusParam : '' };
  const page = parsePage(searchParams.get('page'));
  const query = useQuery(subscribersQuery({ ...filter, page, sort: sorting.sort }));
  const stats = useQuery(subscriberStatsQuery);
  const remove = useDeleteSubscriber();
  const removal = useConfirm<Subscriber>(async (subscriber) => {
    await remove.mutateAsync(subscriber.id);
    return SUBSCRIBER_MESSAGES.deleted;
  });
  const [exporting, setExporting] = useState(false);
  const [adding, setAdding] = useState<'one' | 'file' | null>(null);

  async function exportCsv() {
    setExporting(true);
    try {
      downloadText(await fetchSubscribersCsv(filter), `subscribers-${toSiteDate(new Date())}.csv`, 'text/csv;charset=utf-8');
    } catch (err) {
      toast.error(SUBSCRIBER_MESSAGES.exportFailed, { description: ApiError.from(err).message });
    } finally {
      setExporting(false);
    }
  }

  const subscribers = query.data?.subscribers ?? [];
  const filtered = filter.search !== '' || filter.status !== '';
  return (
    <>
      <SectionHeader
        description={DESCRIPTION}
        actions={
          <>
            <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} loadingText="Exporting...">
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </Button>
            <Button variant="secondary" onClick={() => setAdding('file')}>
              <FileUp aria-hidden="true" className="size-4" />
              Import CSV
            </Button>
            <Button onClick={() => setAdding('one')}>
              <UserPlus aria-hidden="true" className="size-4" />
              Add subscriber
            </Button>
          </>
        }
      />
      <StatCards label="Subscriber figures" query={stats} stats={FIGURES} className="xl:grid-cols-4" />
      <ListFilters<'status'>
        searchLabel="Search subscribers"
        searchPlaceholder="Search by email, name or organisation..."
        search={filter.search}
        onChange={update}
        selects={[{ name: 'status', label: 'Filter by status', allLabel: 'All statuses', value: filter.status, options: STATUS_OPTIONS }]}
      />
      <PagedQuery
        query={query}
        loading="Loading subscribers"
        errorTitle={SUBSCRIBER_MESSAGES.loadFailed}
        empty={{
          icon: MailCheck,
          title: SUBSCRIBER_MESSAGES.emptyTitle,
          description: filtered ? SUBSCRIBER_MESSAGES.emptyFilterHint : SUBSCRIBER_MESSAGES.emptyHint,
        }}
        pageSize={SUBSCRIBERS_PAGE_SIZE}
        shown={subscribers.length}
        noun="subscribers"
        page={page}
        onPage={(next) => update({ page: next })}
        label="Subscriber pages"
      >
        <SubscribersTable subscribers={subscribers} {...sorting} onRemove={removal.ask} />
      </PagedQuery>
      {adding === 'one' ? <AddSubscriberDialog onClose={() => setAdding(null)} /> : null}
      {adding === 'file' ? <ImportSubscribersDialog onClose={() => setAdding(null)} /> : null}
      <ConfirmDialog {...removal.dialog} title="Remove subscriber" confirmLabel="Remove" busyLabel="Removing...">
        <p>
          Remove <strong className="break-all">{removal.item?.email}</strong> from the newsletter list? The address and its details are
          deleted for good, with any issue still waiting to be sent to it. To receive the newsletter again, its owner would have to
          subscribe and confirm again.
        </p>
      </ConfirmDialog>
    </>
  );
}
