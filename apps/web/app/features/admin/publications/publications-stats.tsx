import { useQuery } from '@tanstack/react-query';
import { siteYear } from '@mnch/shared';
import { BookOpen, CalendarDays } from 'lucide-react';
import { StatCard } from '../components/stat-card';
import { publicationStatisticsQuery } from './api/get-publications';

/** Total Publications and This Year, from GET /api/publications/statistics as staff see them. */
export function PublicationsStats({ year = siteYear() }: { year?: number }) {
  const { data, isPending, isError } = useQuery(publicationStatisticsQuery);
  const failed = isError ? 'Could not be loaded' : undefined;
  return (
    <section aria-label="Publication figures" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4">
      <StatCard
        label="Total Publications"
        icon={BookOpen}
        tone="teal"
        loading={isPending}
        value={data?.total ?? null}
        note={data ? 'All statuses except archived' : failed}
      />
      <StatCard
        label="This Year"
        icon={CalendarDays}
        tone="blue"
        loading={isPending}
        value={data?.thisYear ?? null}
        note={data ? `Publications dated ${year}` : failed}
      />
    </section>
  );
}
