import { RECENT_LOGIN_DAYS, type UserStats } from '@mnch/shared';
import { useQuery } from '@tanstack/react-query';
import { Clock, ShieldCheck, UserCheck, Users } from 'lucide-react';
import { StatCards, type Stat } from '../components/stat-card';
import { userStatsQuery } from './api/get-user-stats';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const STATS: Stat<UserStats>[] = [
  {
    label: 'Total Users',
    icon: Users,
    tone: 'teal',
    value: (d) => d.total,
    note: (d) => count(d.subscribers, 'subscriber', 'subscribers'),
  },
  { label: 'Active Users', icon: UserCheck, tone: 'blue', value: (d) => d.active, note: (d) => `${d.total - d.active} inactive` },
  {
    label: 'Admins & Editors',
    icon: ShieldCheck,
    tone: 'purple',
    value: (d) => d.admins + d.editors,
    note: (d) => `${count(d.admins, 'admin', 'admins')}, ${count(d.editors, 'editor', 'editors')}`,
  },
  { label: 'Recent Logins', icon: Clock, tone: 'amber', value: (d) => d.recentLogins, note: () => `In the last ${RECENT_LOGIN_DAYS} days` },
];

/** The stat tiles, from GET /api/users/stats. */
export function UsersStats() {
  return <StatCards label="User figures" query={useQuery(userStatsQuery)} stats={STATS} className="xl:grid-cols-4" />;
}
