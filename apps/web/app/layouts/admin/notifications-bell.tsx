import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { inquiriesListSchema } from '@mnch/shared';
import { api } from '../../lib/api-client';

/**
 * The bell counts unread inquiries from the server, never a constant. While that endpoint
 * is missing or failing the bell shows no count: never an invented one.
 */
export function NotificationsBell() {
  const { data: count = null } = useQuery({
    queryKey: ['inquiries', 'unread-count'],
    queryFn: ({ signal }) => api.get('/inquiries', inquiriesListSchema, { query: { read: false, limit: 1 }, signal }),
    select: (page) => page.pagination.total,
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : 60_000),
  });
  const label =
    count === null
      ? 'Notifications: inquiries'
      : `Notifications: ${count === 0 ? 'no' : count} unread ${count === 1 ? 'inquiry' : 'inquiries'}`;
  return (
    <Link
      to="/admin/inquiries"
      aria-label={label}
      title={label}
      className="relative flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <Bell aria-hidden="true" className="size-5" />
      {count !== null && count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
