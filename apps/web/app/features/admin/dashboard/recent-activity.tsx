import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { formatDistanceToNow } from 'date-fns';
import { CalendarDays, Inbox, Newspaper, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui';
import { formatDate, formatTime } from '../../../lib/dates';
import { formatDatePart } from '../components/date-time';
import { zoneLabel } from '../../../lib/zone-label';
import { INQUIRY_KIND_SHORT } from '../components/inquiry-kinds';
import { recentArticlesQuery, recentInquiriesQuery, upcomingEventsQuery } from './api/get-recent-activity';
import { useSeesPersonalData } from '../components/access';

const ARTICLE_TONE: Record<string, BadgeTone> = { published: 'brand', draft: 'amber', scheduled: 'blue' };
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function safeDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

function ActivityCard<T>({
  id,
  title,
  icon: Icon,
  to,
  linkLabel,
  query,
  empty,
  renderItem,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  to: string;
  linkLabel: string;
  query: UseQueryResult<T[]>;
  empty: string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-4 text-brand-700" />
          {title}
        </h2>
        <Link
          to={to}
          className="rounded text-sm font-medium text-brand-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {linkLabel}
        </Link>
      </div>
      {query.isPending ? (
        <ul aria-hidden="true" className="mt-4 space-y-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-10 animate-pulse rounded bg-slate-100" />
          ))}
        </ul>
      ) : query.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Could not be loaded: {query.error.message}
        </p>
      ) : query.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">{query.data.map(renderItem)}</ul>
      )}
    </section>
  );
}

/** The latest articles, the next events and the newest inquiries, each from the server. */
export function RecentActivity() {
  const articles = useQuery(recentArticlesQuery);
  const events = useQuery(upcomingEventsQuery);
  // Inquiries are visitors' personal data: neither asked for nor shown for a viewer (decision 33).
  const seesInquiries = useSeesPersonalData();
  const inquiries = useQuery({ ...recentInquiriesQuery, enabled: seesInquiries });
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2 2xl:grid-cols-3">
      <ActivityCard
        id="recent-articles-title"
        title="Latest Articles"
        icon={Newspaper}
        to="/admin/articles"
        linkLabel="All articles"
        query={articles}
        empty="No articles yet."
        renderItem={(a) => {
          const date = safeDate(a.publishedAt ?? a.createdAt);
          return (
            <li key={a.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{a.title}</p>
                {date ? <p className="text-xs text-slate-500">{formatDate(date, 'short')}</p> : null}
              </div>
              <Badge tone={ARTICLE_TONE[a.status] ?? 'neutral'}>{capitalise(a.status)}</Badge>
            </li>
          );
        }}
      />
      <ActivityCard
        id="upcoming-events-title"
        title="Upcoming Events"
        icon={CalendarDays}
        to="/admin/events"
        linkLabel="All events"
        query={events}
        empty="No upcoming events."
        renderItem={(e) => {
          const date = safeDate(e.startDate);
          return (
            <li key={e.id} className="flex items-start gap-3 py-3">
              {date ? (
                <time
                  dateTime={e.startDate}
                  className="flex w-11 shrink-0 flex-col items-center rounded-lg bg-brand-50 py-1 text-brand-800"
                >
                  <span className="text-[10px] font-semibold uppercase">{formatDatePart(date, { month: 'short' })}</span>
                  <span className="text-base leading-none font-semibold">{formatDatePart(date, { day: 'numeric' })}</span>
                  <span className="sr-only">{formatDate(date, 'short')}</span>
                </time>
              ) : null}
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{e.title}</p>
                <p className="text-xs text-slate-500">
                  {capitalise(String(e.type))}
                  {date ? ` · ${formatTime(date)} ${zoneLabel(date)}` : ''}
                </p>
              </div>
            </li>
          );
        }}
      />
      {seesInquiries ? (
        <ActivityCard
          id="recent-inquiries-title"
          title="Recent Inquiries"
          icon={Inbox}
          to="/admin/inquiries"
          linkLabel="All inquiries"
          query={inquiries}
          empty="No inquiries yet."
          renderItem={(q) => {
            const date = safeDate(q.createdAt);
            return (
              <li key={q.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className={clsx('truncate text-sm text-slate-900', q.read ? 'font-normal' : 'font-semibold')}>
                    {!q.read ? <span className="sr-only">Unread: </span> : null}
                    {q.name}
                    {q.subject ? <span className="font-normal text-slate-600"> – {q.subject}</span> : null}
                  </p>
                  {date ? <p className="text-xs text-slate-500">{formatDistanceToNow(date, { addSuffix: true })}</p> : null}
                </div>
                <Badge tone={q.read ? 'neutral' : 'blue'}>{INQUIRY_KIND_SHORT[q.kind]}</Badge>
              </li>
            );
          }}
        />
      ) : null}
    </div>
  );
}
