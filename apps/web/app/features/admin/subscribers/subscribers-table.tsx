import { SUBSCRIBER_STATUS_LABELS, type Subscriber, type SubscriberStatus } from '@mnch/shared';
import { Badge, type BadgeTone } from '../../../components/ui';
import { DataTable, RowActions, type TableSort } from '../components/data-table';
import { formatDateTime } from '../components/date-time';

const STATUS_TONES: Record<SubscriberStatus, BadgeTone> = { pending: 'amber', confirmed: 'brand', unsubscribed: 'neutral' };

/** The sources staff make (the public forms' are their page's name). */
const SOURCE_LABELS: Record<string, string> = { staff: 'added by staff', import: 'imported' };

/** When the address subscribed: its confirmation, or its sign-up while it is not confirmed. */
const subscribedAt = (s: Subscriber) => s.confirmedAt ?? s.createdAt;

/**
 * The subscribers, newest first: email, name, organisation, status, interests (with those waiting for
 * the subscriber's confirmation), source and date, with Remove.
 * A card per subscriber under 640 px (DataTable).
 */
export function SubscribersTable({
  subscribers,
  onRemove,
  sort,
  onSort,
}: { subscribers: Subscriber[]; onRemove: (s: Subscriber) => void } & TableSort) {
  return (
    <DataTable
      sort={sort}
      onSort={onSort}
      label="Subscribers"
      caption="Newsletter subscribers, newest first"
      columns={[
        { label: 'Email', card: 'title', sort: 'email' },
        { label: 'Name', sort: 'name' },
        'Organisation',
        { label: 'Status', sort: 'status' },
        'Interests',
        'Source',
        { label: 'Subscribed', className: 'whitespace-nowrap', sort: 'createdAt' },
      ]}
    >
      {subscribers.map((s) => (
        <tr key={s.id} className="align-top hover:bg-slate-50/60">
          <td className="min-w-48 px-4 py-3 font-medium break-all text-slate-900">{s.email}</td>
          <td className="px-4 py-3 break-words text-slate-700">{s.name ?? '—'}</td>
          <td className="px-4 py-3 break-words text-slate-700">{s.organization ?? '—'}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            <Badge tone={STATUS_TONES[s.status]}>{SUBSCRIBER_STATUS_LABELS[s.status]}</Badge>
          </td>
          <td className="min-w-40 px-4 py-3 text-slate-700">
            {s.interests.length > 0 || s.pendingInterests.length > 0 ? (
              <ul className="flex flex-wrap gap-1" aria-label={`Interests of ${s.email}`}>
                {s.interests.map((i) => (
                  <li key={i}>
                    <Badge tone="neutral">{i}</Badge>
                  </li>
                ))}
                {s.pendingInterests.map((i) => (
                  <li key={`pending-${i}`}>
                    <Badge tone="amber">{`${i} (not confirmed)`}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-slate-500">Newsletter only</span>
            )}
          </td>
          <td className="min-w-32 px-4 py-3 text-slate-700">
            {SOURCE_LABELS[s.source] ?? s.source}
            {s.consent ? <span className="mt-1 block text-xs break-words text-slate-500">{`Consent: ${s.consent}`}</span> : null}
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
            <time dateTime={subscribedAt(s)}>{formatDateTime(subscribedAt(s))}</time>
            <span className="block text-xs text-slate-500">{s.confirmedAt ? 'confirmed' : 'signed up'}</span>
          </td>
          <RowActions name={s.email} noun="subscriber" shortTitles onDelete={() => onRemove(s)} />
        </tr>
      ))}
    </DataTable>
  );
}
