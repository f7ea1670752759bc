import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarDays, Globe2, Users } from 'lucide-react';
import { EVENT_COUNTRIES_REACHED, type EventStatistics } from '@mnch/shared';
import { StatCard, StatCards, type Stat } from '../components/stat-card';
import { statisticsQuery } from './api/events-api';

const STATS: Stat<EventStatistics>[] = [
  { label: 'Upcoming Events', icon: CalendarClock, tone: 'blue', value: (d) => d.upcoming },
  { label: 'This Month', icon: CalendarDays, tone: 'teal', value: (d) => d.thisMonth },
  { label: 'Total Attendees', icon: Users, tone: 'purple', value: (d) => d.totalAttendees },
];

/** Upcoming Events, This Month, Total Attendees (counted by the server) and Countries Reached (fixed). */
export function EventsStats() {
  return (
    <StatCards label="Event figures" query={useQuery(statisticsQuery())} stats={STATS} className="lg:grid-cols-4">
      <StatCard label="Countries Reached" value={EVENT_COUNTRIES_REACHED} icon={Globe2} tone="amber" />
    </StatCards>
  );
}
