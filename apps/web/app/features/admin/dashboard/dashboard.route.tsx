import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { BookOpen, FolderKanban, Newspaper, Users } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { getStaffSession } from '../../../lib/session';
import { SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { StatCard } from '../components/stat-card';
import type { Route } from './+types/dashboard.route';
import {
  activeProjectsCountQuery,
  publicationsCountQuery,
  publishedArticlesCountQuery,
  subscribersCountQuery,
} from './api/get-dashboard-stats';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { NeedsAttention } from './needs-attention';
import { SystemStatus } from './system-status';
import { WriteOnly, useCanWrite, useSeesPersonalData } from '../components/access';

export const handle: SectionHandle = { title: 'Dashboard' };
export const meta = backOfficeMeta;

export async function clientLoader() {
  const session = getStaffSession();
  return { name: session?.name ?? '', isAdmin: session?.role === 'admin' };
}

export const HydrateFallback = BackOfficeHydrateFallback;

/** The card's figure and, when it is missing, why. */
function figure(query: UseQueryResult<number>) {
  if (query.isSuccess) return { value: query.data, note: undefined };
  if (query.isError) {
    const notYet = query.error instanceof ApiError && query.error.status === 404;
    return { value: null, note: notYet ? 'Not available yet' : 'Could not be loaded' };
  }
  return { value: null, note: undefined };
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  const { name } = loaderData;
  const projects = useQuery(activeProjectsCountQuery);
  const articles = useQuery(publishedArticlesCountQuery);
  const publications = useQuery(publicationsCountQuery);
  // The subscribers are visitors' data: a viewer is not asked for them (decision 33).
  const seesSubscribers = useSeesPersonalData();
  const canWrite = useCanWrite();
  const subscribers = useQuery({ ...subscribersCountQuery, enabled: seesSubscribers });

  return (
    <>
      <SectionHeader
        description={
          <>
            {name ? <span className="font-medium text-slate-800">Welcome back, {name}. </span> : null}
            An overview of the website's content and of the server that runs it.
          </>
        }
      />
      <section aria-label="Figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Active Projects" icon={FolderKanban} tone="teal" loading={projects.isPending} {...figure(projects)} />
        <StatCard label="Published Articles" icon={Newspaper} tone="blue" loading={articles.isPending} {...figure(articles)} />
        <StatCard label="Total Publications" icon={BookOpen} tone="purple" loading={publications.isPending} {...figure(publications)} />
        {seesSubscribers ? (
          <StatCard label="Subscribers" icon={Users} tone="amber" loading={subscribers.isPending} {...figure(subscribers)} />
        ) : (
          <StatCard label="Subscribers" icon={Users} tone="amber" loading={false} value={null} note="Not for your role" />
        )}
      </section>
      <NeedsAttention />
      {/* Without the quick actions (a viewer), System Status has the row to itself. */}
      <div className={canWrite ? 'mt-6 grid gap-6 lg:grid-cols-3' : 'mt-6 grid gap-6'}>
        {/* Shortcuts to new items: none for a viewer (decision 33). */}
        <WriteOnly>
          <div className="lg:col-span-2">
            <QuickActions />
          </div>
        </WriteOnly>
        <SystemStatus />
      </div>
      <RecentActivity />
    </>
  );
}
