import { useQuery } from '@tanstack/react-query';
import { siteYear, type PublicationStatistics } from '@mnch/shared';
import { BookOpen, CalendarDays } from 'lucide-react';
import { StatCards, type Stat } from '../components/stat-card';
import { publicationStatisticsQuery } from './api/get-publications';

const stats = (year: number): Stat<PublicationStatistics>[] => [
  { label: 'Total Publications', icon: BookOpen, tone: 'teal', value: (d) => d.total, note: () => 'All statuses except archived' },
  { label: 'This Year', icon: CalendarDays, tone: 'blue', value: (d) => d.thisYear, note: () => `Publications dated ${year}` },
];

/** Total Publications and This Year, from GET /api/publications/statistics as staff see them. */
export function PublicationsStats({ year = siteYear() }: { year?: number }) {
  return <StatCards label="Publication figures" query={useQuery(publicationStatisticsQuery)} stats={stats(year)} />;
}
