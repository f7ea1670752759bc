import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import {
  OUTBOX_MESSAGES,
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATUSES,
  OUTBOX_STATUS_LABELS,
  parsePage,
  type OutboxEntry,
  type OutboxStatus,
} from '@mnch/shared';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { adminOnlyLoader, adminOnlyPage } from '../components/admin-only';
import { PagedQuery } from '../components/paged-list';
import { ListFilters } from '../components/list-filters';

import { SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useListParams } from '../components/use-list-params';
import { outboxQuery, useRetryMail } from './api/outbox';
import { MessageDialog } from './message-dialog';
import { OutboxTable } from './outbox-table';

export const handle: SectionHandle = { title: 'Outbox' };
export const meta = backOfficeMeta;

export const clientLoader = adminOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

const DESCRIPTION =
  'Every message the site sends (password reset links, ...), newest first. Messages wait here until they are sent; one that could not be sent after several attempts is marked failed with the last error, and can be retried. Without a mail server configured, nothing is sent and messages stay waiting.';

const STATUS_OPTIONS = OUTBOX_STATUSES.map((s) => ({ value: s, label: OUTBOX_STATUS_LABELS[s] }));
const isStatus = (value: string): value is OutboxStatus => OUTBOX_STATUSES.some((s) => s === value);

export default adminOnlyPage('The outbox', DESCRIPTION, OutboxSection);

function OutboxSection() {
  const [searchParams] = useSearchParams();
  const { update, sorting } = useListParams();
  const statusParam = searchParams.get('status') ?? '';
  const status = isStatus(statusParam) ? statusParam : '';
  const page = parsePage(searchParams.get('page'));
  const query = useQuery(outboxQuery({ status, page, sort: sorting.sort }));
  const retry = useRetryMail();
  const [viewing, setViewing] = useState<OutboxEntry | null>(null);

  async function retryMail(entry: OutboxEntry) {
    try {
      const answer = await retry.mutateAsync(entry.id);
      toast.success(answer.message);
      setViewing(null);
    } catch (err) {
      toast.error(ApiError.from(err).message);
    }
  }

  const messages = query.data?.messages ?? [];
  return (
    <>
      <SectionHeader description={DESCRIPTION} />
      <ListFilters<'status'>
        onChange={update}
        selects={[
          {
            name: 'status',
            label: 'Filter by status',
            allLabel: 'All statuses',
            value: status,
            options: STATUS_OPTIONS,
            widthClass: 'md:w-44',
          },
        ]}
      />
      <PagedQuery
        query={query}
        loading="Loading the outbox"
        errorTitle={OUTBOX_MESSAGES.loadFailed}
        empty={{
          icon: Mail,
          title: OUTBOX_MESSAGES.emptyTitle,
          description: status ? OUTBOX_MESSAGES.emptyFilterHint : OUTBOX_MESSAGES.emptyHint,
        }}
        pageSize={OUTBOX_PAGE_SIZE}
        shown={messages.length}
        noun="messages"
        page={page}
        onPage={(next) => update({ page: next })}
        label="Outbox pages"
      >
        <OutboxTable
          messages={messages}
          {...sorting}
          onView={setViewing}
          onRetry={(entry) => void retryMail(entry)}
          retrying={retry.isPending ? (retry.variables ?? null) : null}
        />
      </PagedQuery>
      {viewing ? (
        <MessageDialog
          entry={viewing}
          onClose={() => setViewing(null)}
          onRetry={() => void retryMail(viewing)}
          retrying={retry.isPending}
        />
      ) : null}
    </>
  );
}
