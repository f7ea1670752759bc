import type { User } from '@mnch/shared';
import { format } from 'date-fns';
import { Badge, type BadgeTone } from '../../../components/ui';

const ROLE_LABEL: Record<User['role'], string> = { admin: 'Administrator', editor: 'Editor', viewer: 'Subscriber' };
const ROLE_TONE: Record<User['role'], BadgeTone> = { admin: 'amber', editor: 'blue', viewer: 'neutral' };

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'd MMM yyyy');
}

export function UsersTable({ users }: { users: User[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">Users, newest first</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4">Name</th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">Email</th>
            <th scope="col" className="px-3 py-3 sm:px-4">Role</th>
            <th scope="col" className="px-3 py-3 sm:px-4">Status</th>
            <th scope="col" className="hidden px-4 py-3 whitespace-nowrap md:table-cell">Created</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user.id} className="hover:bg-slate-50/60">
              <th scope="row" className="px-3 py-3 font-medium text-slate-900 sm:px-4 sm:whitespace-nowrap">
                {user.name}
                <span className="block font-normal break-all text-slate-500 sm:hidden">{user.email}</span>
              </th>
              <td className="hidden px-4 py-3 text-slate-600 sm:table-cell">{user.email}</td>
              <td className="px-3 py-3 sm:px-4">
                <Badge tone={ROLE_TONE[user.role]}>{ROLE_LABEL[user.role]}</Badge>
              </td>
              <td className="px-3 py-3 sm:px-4">
                <Badge tone={user.status === 'active' ? 'brand' : 'neutral'}>
                  {user.status === 'active' ? 'Active' : 'Inactive'}
                </Badge>
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap text-slate-600 md:table-cell">
                <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
