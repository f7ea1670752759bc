import { Eye, RotateCw } from 'lucide-react';
import { OUTBOX_STATUS_LABELS, type OutboxEntry, type OutboxStatus } from '@mnch/shared';
import { Badge, type BadgeTone } from '../../../components/ui';
import { DataTable, ICON_BUTTON, type TableSort } from '../components/data-table';
import { formatDateTime } from '../components/date-time';

const STATUS_TONES: Record<OutboxStatus, BadgeTone> = { pending: 'amber', sending: 'blue', sent: 'brand', failed: 'red' };

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{OUTBOX_STATUS_LABELS[status]}</Badge>;
}

interface OutboxTableProps {
  messages: OutboxEntry[];
  onView: (message: OutboxEntry) => void;
  onRetry: (message: OutboxEntry) => void;
  /** The message being retried, if any. */
  retrying: number | null;
}

/**
 * The outbox, newest first: recipient, subject, status, attempts, last error and date, with View and
 * (for a failed message) Retry. A card per message under 640 px (DataTable).
 */
export function OutboxTable({ messages, onView, onRetry, retrying, sort, onSort }: OutboxTableProps & TableSort) {
  return (
    <DataTable
      sort={sort}
      onSort={onSort}
      label="Outbox"
      caption="Mail, newest first"
      columns={[
        { label: 'Subject', card: 'title', sort: 'subject' },
        { label: 'Recipient', sort: 'recipient' },
        { label: 'Status', sort: 'status' },
        { label: 'Attempts', sort: 'attempts' },
        'Last error',
        { label: 'Date', className: 'whitespace-nowrap', sort: 'createdAt' },
      ]}
    >
      {messages.map((m) => (
        <tr key={m.id} className="align-top hover:bg-slate-50/60">
          <td className="min-w-48 px-4 py-3 font-medium break-words text-slate-900">{m.subject}</td>
          <td className="px-4 py-3 break-all text-slate-700">{m.recipient}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            <OutboxStatusBadge status={m.status} />
          </td>
          <td className="px-4 py-3 text-slate-700 tabular-nums">{m.attempts}</td>
          <td className="max-w-xs px-4 py-3 text-xs break-words text-slate-700">{m.lastError ?? '—'}</td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
            <time dateTime={m.sentAt ?? m.createdAt}>{formatDateTime(m.sentAt ?? m.createdAt)}</time>
            <span className="block text-xs text-slate-500">{m.sentAt ? 'sent' : 'queued'}</span>
          </td>
          <td className="px-4 py-2" data-card="actions">
            <div className="flex justify-end gap-1">
              <button
                type="button"
                onClick={() => onView(m)}
                aria-label={`View message: ${m.subject}`}
                title="View message"
                className={`${ICON_BUTTON} text-slate-700 hover:bg-slate-100`}
              >
                <Eye aria-hidden="true" className="size-4" />
              </button>
              {m.status === 'failed' ? (
                <button
                  type="button"
                  onClick={() => onRetry(m)}
                  disabled={retrying === m.id}
                  aria-label={`Retry: ${m.subject}`}
                  title="Retry"
                  className={`${ICON_BUTTON} text-brand-800 hover:bg-brand-50 disabled:opacity-50`}
                >
                  <RotateCw aria-hidden="true" className="size-4" />
                </button>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
