import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarDays, Globe2, Users } from 'lucide-react';
import { EVENT_COUNTRIES_REACHED } from '@mnch/shared';
import { StatCard } from '../components/stat-card';
import { statisticsQuery } from './api/events-api';

/** Upcoming Events, This Month, Total Attendees (counted by the server) and Countries Reached (fixed). */
export function EventsStats() {
  const stats = useQuery(statisticsQuery());
  const value = (n: number | undefined) => (stats.isError ? null : (n ?? null));
  const note = stats.isError ? 'Could not be loaded' : undefined;
  return (
    <section aria-label="Event figures" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Upcoming Events"
        value={value(stats.data?.upcoming)}
        loading={stats.isPending}
        icon={CalendarClock}
        tone="blue"
        note={note}
      />
      <StatCard
        label="This Month"
        value={value(stats.data?.thisMonth)}
        loading={stats.isPending}
        icon={CalendarDays}
        tone="teal"
        note={note}
      />
      <StatCard
        label="Total Attendees"
        value={value(stats.data?.totalAttendees)}
        loading={stats.isPending}
        icon={Users}
        tone="purple"
        note={note}
      />
      <StatCard label="Countries Reached" value={EVENT_COUNTRIES_REACHED} icon={Globe2} tone="amber" />
    </section>
  );
}
