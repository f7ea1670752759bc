import { useQuery } from '@tanstack/react-query';
import { CalendarClock, FilePen, Inbox, MailWarning, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardItem } from '@mnch/shared';
import { Badge } from '../../../components/ui';
import { formatDateTime } from '../components/date-time';
import { INQUIRY_KIND_SHORT } from '../components/inquiry-kinds';
import { waitingQuery } from './api/get-waiting';

const linkClass =
  'rounded font-medium text-slate-900 hover:text-brand-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** One group of waiting work: its title and count, its first items, and where to see them all. */
function Group({
  id,
  title,
  icon: Icon,
  total,
  all,
  empty,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  total: number;
  all?: { to: string; label: string };
  empty: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-4 text-brand-700" />
          {title}
          <Badge tone={total > 0 ? 'amber' : 'neutral'}>
            <span className="sr-only">: </span>
            {total}
          </Badge>
        </h3>
        {all && total > 0 ? (
          <Link
            to={all.to}
            className="rounded text-sm font-medium whitespace-nowrap text-brand-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {all.label}
          </Link>
        ) : null}
      </div>
      {total === 0 ? <p className="mt-3 text-sm text-slate-500">{empty}</p> : children}
    </section>
  );
}

/** Content items as links to their forms, with what each is and its time. */
function Items({ items, timeLabel }: { items: DashboardItem[]; timeLabel: string }) {
  return (
    <ul className="mt-3 divide-y divide-slate-100">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="py-2.5 text-sm">
          <Link to={item.url} className={`${linkClass} block break-words`}>
            {item.title}
          </Link>
          <span className="text-slate-500">
            {item.type} · {timeLabel} <time dateTime={item.at}>{formatDateTime(item.at)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What waits for the signed-in person (GET /api/dashboard): drafts, scheduled items with their times,
 * unread inquiries (editors and administrators) and failed mail (administrators), each linking to it.
 */
export function NeedsAttention() {
  const query = useQuery(waitingQuery);
  return (
    <section aria-labelledby="needs-attention" className="mt-6">
      <h2 id="needs-attention" className="mb-3 text-lg font-semibold text-slate-900">
        Needs attention
      </h2>
      {query.isPending ? (
        <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
          {[0, 1].map((i) => (
            <div key={i} className="h-40 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not be loaded: {query.error.message}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <Group
            id="waiting-drafts"
            title="Drafts"
            icon={FilePen}
            total={query.data.drafts.total}
            empty="No drafts: everything written is published."
          >
            <Items items={query.data.drafts.items} timeLabel="saved" />
          </Group>
          <Group
            id="waiting-scheduled"
            title="Scheduled"
            icon={CalendarClock}
            total={query.data.scheduled.total}
            all={{ to: '/admin/articles?status=scheduled', label: 'All scheduled' }}
            empty="Nothing is scheduled to go live."
          >
            <Items items={query.data.scheduled.items} timeLabel="goes live" />
          </Group>
          {query.data.inquiries ? (
            <Group
              id="waiting-inquiries"
              title="Unread inquiries"
              icon={Inbox}
              total={query.data.inquiries.unread}
              all={{ to: '/admin/inquiries?read=unread', label: 'All unread' }}
              empty="No unread inquiries."
            >
              <ul className="mt-3 divide-y divide-slate-100">
                {query.data.inquiries.items.map((inquiry) => (
                  <li key={inquiry.id} className="py-2.5 text-sm">
                    <Link to={`/admin/inquiries?read=unread&edit=${inquiry.id}`} className={`${linkClass} block break-words`}>
                      {inquiry.subject || INQUIRY_KIND_SHORT[inquiry.kind]}
                    </Link>
                    <span className="text-slate-500">
                      {INQUIRY_KIND_SHORT[inquiry.kind]} · received{' '}
                      <time dateTime={inquiry.receivedAt}>{formatDateTime(inquiry.receivedAt)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            </Group>
          ) : null}
          {query.data.failedMail ? (
            <Group
              id="waiting-mail"
              title="Failed mail"
              icon={MailWarning}
              total={query.data.failedMail.total}
              all={{ to: '/admin/outbox?status=failed', label: 'Open the outbox' }}
              empty="Every message went out."
            >
              <p className="mt-3 text-sm text-slate-700">
                {query.data.failedMail.total === 1 ? 'One message' : `${query.data.failedMail.total} messages`} could not be delivered after
                every try. The outbox says why and sends them again.
              </p>
            </Group>
          ) : null}
        </div>
      )}
    </section>
  );
}
