import { INQUIRY_KINDS, PAGE_SIZES, type Inquiry } from '@mnch/shared';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { formatDistanceToNow } from 'date-fns';
import { Inbox, Mail, MailOpen, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui';
import { ConfirmDialog, useConfirm } from '../components/confirm-dialog';
import { ListFilters } from '../components/list-filters';
import { INQUIRY_KIND_LABELS, INQUIRY_KIND_SHORT } from '../components/inquiry-kinds';
import { noMatches, PagedQuery } from '../components/paged-list';
import { clientOnlyLoader, SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useDeleteInquiry } from './api/delete-inquiry';
import { inquiriesPageQuery } from './api/get-inquiries';
import { useEditFromAddress } from '../components/edit-from-address';
import { useSetInquiryRead } from './api/update-inquiry';
import { InquiryDialog } from './inquiry-dialog';
import {
  INQUIRY_TOASTS,
  hasInquiryFilter,
  inquiriesFiltersSearch,
  inquirySummary,
  readInquiriesFilters,
  type InquiriesFilters,
} from './inquiries-logic';

export const handle: SectionHandle = { title: 'Inquiries' };
export const meta = backOfficeMeta;

export const clientLoader = clientOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

export default function InquiriesRoute() {
  const [params, setParams] = useSearchParams();
  const filters = readInquiriesFilters(params);
  const [open, setOpen] = useState<Inquiry | null>(null);
  const setRead = useSetInquiryRead();
  const remove = useDeleteInquiry();
  const deletion = useConfirm<Inquiry>(async (inquiry) => {
    await remove.mutateAsync(inquiry.id);
    return INQUIRY_TOASTS.deleted;
  });

  const changeFilters = useCallback(
    (next: Partial<InquiriesFilters>) =>
      setParams((prev) => inquiriesFiltersSearch({ ...readInquiriesFilters(prev), page: 1, ...next }), { replace: true }),
    [setParams],
  );

  async function toggleRead(inquiry: Inquiry, read = !inquiry.read, quiet = false) {
    try {
      const updated = await setRead.mutateAsync({ id: inquiry.id, read });
      setOpen((current) => (current?.id === updated.id ? updated : current));
      if (!quiet) toast.success(read ? INQUIRY_TOASTS.markedRead : INQUIRY_TOASTS.markedUnread);
    } catch (error) {
      toast.error(INQUIRY_TOASTS.updateFailed, { description: error instanceof Error ? error.message : undefined });
    }
  }

  function openInquiry(inquiry: Inquiry) {
    setOpen(inquiry);
    // Opening an unread message reads it, as in a mail client; "Mark as unread" undoes it.
    if (!inquiry.read) void toggleRead(inquiry, true, true);
  }

  return (
    <>
      <SectionHeader description="Messages visitors send through the website: contact and get-involved forms, event notification and stay-updated requests. Open one to read it in full; unread messages are in bold and counted by the bell." />
      <ListFilters<'kind' | 'read'>
        searchLabel="Search inquiries"
        searchPlaceholder="Search name, email, subject or message..."
        search={filters.search}
        onChange={(patch) => changeFilters(patch as Partial<InquiriesFilters>)}
        selects={[
          {
            name: 'kind',
            label: 'Filter by kind',
            allLabel: 'All kinds',
            value: filters.kind,
            options: INQUIRY_KINDS.map((k) => ({ value: k, label: INQUIRY_KIND_SHORT[k] })),
            widthClass: 'md:w-48',
          },
          {
            name: 'read',
            label: 'Filter by read state',
            allLabel: 'All',
            value: filters.read,
            options: READ_OPTIONS,
            widthClass: 'md:w-36',
          },
        ]}
      />
      <InquiriesList
        filters={filters}
        onOpen={openInquiry}
        onToggleRead={(inquiry) => void toggleRead(inquiry)}
        onDelete={deletion.ask}
        onReset={() => changeFilters({ kind: '', read: '', search: '' })}
      />
      {open ? (
        <InquiryDialog
          inquiry={open}
          busy={setRead.isPending}
          onToggleRead={() => void toggleRead(open)}
          onDelete={() => {
            deletion.ask(open);
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <ConfirmDialog {...deletion.dialog} title="Delete Inquiry" confirmLabel="Delete Inquiry">
        Are you sure you want to delete this {deletion.item ? INQUIRY_KIND_LABELS[deletion.item.kind].toLowerCase() : ''} from{' '}
        <strong className="font-semibold text-slate-900">{deletion.item?.name}</strong>? This action cannot be undone.
      </ConfirmDialog>
    </>
  );
}

const READ_OPTIONS = [
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
] as const;

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

function InquiriesList({
  filters,
  onOpen,
  onToggleRead,
  onDelete,
  onReset,
}: {
  filters: InquiriesFilters;
  onOpen: (inquiry: Inquiry) => void;
  onToggleRead: (inquiry: Inquiry) => void;
  onDelete: (inquiry: Inquiry) => void;
  onReset: () => void;
}) {
  const query = useQuery(inquiriesPageQuery(filters));
  const inquiries = query.data?.inquiries ?? [];
  // `?edit=<id>` (the dashboard's unread inquiries) opens that message once the list holds it.
  useEditFromAddress(query.data && !query.isFetching ? inquiries : undefined, onOpen, onOpen);
  return (
    <PagedQuery
      query={query}
      loading="Loading inquiries"
      errorTitle="Error loading inquiries"
      empty={
        hasInquiryFilter(filters) || filters.page > 1
          ? noMatches('No inquiries found', onReset)
          : {
              icon: Inbox,
              title: 'No inquiries yet',
              description: 'Messages sent through the contact, get-involved, event notification and stay-updated forms appear here.',
            }
      }
      pageSize={PAGE_SIZES.inquiries}
      shown={inquiries.length}
      noun="inquiries"
      page={filters.page}
      hrefFor={(p) => inquiriesFiltersSearch({ ...filters, page: p })}
      label="Inquiry pages"
    >
      <ul
        aria-label="Inquiries, newest first"
        className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {inquiries.map((inquiry) => {
          const date = new Date(inquiry.createdAt);
          return (
            <li key={inquiry.id} className={clsx('flex items-start gap-2 px-3 py-3 sm:gap-3 sm:px-4', !inquiry.read && 'bg-sky-50/60')}>
              <span
                aria-hidden="true"
                className={clsx('mt-2 size-2.5 shrink-0 rounded-full', inquiry.read ? 'bg-transparent' : 'bg-sky-600')}
              />
              <button
                type="button"
                onClick={() => onOpen(inquiry)}
                className="min-w-0 flex-1 rounded-lg text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className={clsx('text-sm text-slate-900', inquiry.read ? 'font-medium' : 'font-bold')}>
                    {!inquiry.read ? <span className="sr-only">Unread: </span> : null}
                    {inquiry.name}
                  </span>
                  <span className="text-xs break-all text-slate-500">{inquiry.email}</span>
                </span>
                <span className={clsx('mt-0.5 block text-sm', inquiry.read ? 'text-slate-600' : 'font-semibold text-slate-800')}>
                  {inquirySummary(inquiry)}
                </span>
                <span className="mt-1.5 flex flex-wrap items-center gap-2">
                  <Badge tone={inquiry.read ? 'neutral' : 'blue'}>{INQUIRY_KIND_SHORT[inquiry.kind]}</Badge>
                  {Number.isNaN(date.getTime()) ? null : (
                    <time dateTime={inquiry.createdAt} className="text-xs text-slate-500">
                      {formatDistanceToNow(date, { addSuffix: true })}
                    </time>
                  )}
                </span>
              </button>
              <div className="flex shrink-0 flex-col gap-0.5 sm:flex-row">
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => onToggleRead(inquiry)}
                  aria-label={`Mark as ${inquiry.read ? 'unread' : 'read'}: ${INQUIRY_KIND_LABELS[inquiry.kind]} from ${inquiry.name}`}
                  title={inquiry.read ? 'Mark as unread' : 'Mark as read'}
                >
                  {inquiry.read ? <Mail aria-hidden="true" className="size-4" /> : <MailOpen aria-hidden="true" className="size-4" />}
                </button>
                <button
                  type="button"
                  className={`${iconButton} hover:text-red-700`}
                  onClick={() => onDelete(inquiry)}
                  aria-label={`Delete: ${INQUIRY_KIND_LABELS[inquiry.kind]} from ${inquiry.name}`}
                  title="Delete"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </PagedQuery>
  );
}
