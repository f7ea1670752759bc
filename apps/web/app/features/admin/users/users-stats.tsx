import { RECENT_LOGIN_DAYS } from '@mnch/shared';
import { useQuery } from '@tanstack/react-query';
import { Clock, ShieldCheck, UserCheck, Users } from 'lucide-react';
import { StatCard } from '../components/stat-card';
import { userStatsQuery } from './api/get-user-stats';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The stat tiles, from GET /api/users/stats. */
export function UsersStats() {
  const { data, isPending, isError } = useQuery(userStatsQuery);
  const failed = isError ? 'Could not be loaded' : undefined;
  return (
    <section aria-label="User figures" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label="Total Users"
        icon={Users}
        tone="teal"
        loading={isPending}
        value={data?.total ?? null}
        note={data ? count(data.subscribers, 'subscriber', 'subscribers') : failed}
      />
      <StatCard
        label="Active Users"
        icon={UserCheck}
        tone="blue"
        loading={isPending}
        value={data?.active ?? null}
        note={data ? `${data.total - data.active} inactive` : failed}
      />
      <StatCard
        label="Admins & Editors"
        icon={ShieldCheck}
        tone="purple"
        loading={isPending}
        value={data ? data.admins + data.editors : null}
        note={data ? `${count(data.admins, 'admin', 'admins')}, ${count(data.editors, 'editor', 'editors')}` : failed}
      />
      <StatCard
        label="Recent Logins"
        icon={Clock}
        tone="amber"
        loading={isPending}
        value={data?.recentLogins ?? null}
        note={data ? `In the last ${RECENT_LOGIN_DAYS} days` : failed}
      />
    </section>
  );
}
