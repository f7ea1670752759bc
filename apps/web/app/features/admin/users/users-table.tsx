import { ACCOUNT_MESSAGES, MESSAGES, type User } from '@mnch/shared';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui';
import { formatDate as formatSiteDate } from '../../../lib/dates';
import { formatDateTime } from '../components/date-time';
import { ROLE_LABELS, STATUS_LABELS, isLastAdmin } from './users-logic';
import '../components/data-table.css';

const ROLE_TONE: Record<User['role'], BadgeTone> = { admin: 'amber', editor: 'blue', viewer: 'neutral' };

/** "3 Dec 2026" or "3 Dec 2026, 14:05" in the site's time zone; "Never" when there is none. */
function formatDate(value: string | null, withTime = false): string {
  if (!value) return 'Never';
  return (withTime ? formatDateTime(value) : formatSiteDate(value, 'short')) ?? '—';
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

export interface UsersTableProps {
  users: User[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (select: boolean) => void;
  /** Active admins in total, for the last-admin protection (undefined while unknown). */
  activeAdmins: number | undefined;
  onEdit: (user: User) => void;
  onSetPassword: (user: User) => void;
  onDelete: (user: User) => void;
  /** The signed-in admin's id: their own row cannot be deleted (nor deactivated or demoted: the edit dialog). */
  selfId?: number;
}

/** Users as a table, and a card each under 640 px (the shared data-table.css: every cell is shown there with its heading). */
export function UsersTable({
  users,
  selected,
  onToggle,
  onToggleAll,
  activeAdmins,
  onEdit,
  onSetPassword,
  onDelete,
  selfId,
}: UsersTableProps) {
  const allRef = useRef<HTMLInputElement>(null);
  const selectedHere = users.filter((u) => selected.has(u.id)).length;
  const all = users.length > 0 && selectedHere === users.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = selectedHere > 0 && !all;
  }, [selectedHere, all]);

  return (
    <div className="data-table-region overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="data-table min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">Users, newest first</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-10 py-3 pr-1 pl-3 sm:pl-4">
              <label className="inline-flex items-center gap-2">
                <input
                  ref={allRef}
                  type="checkbox"
                  checked={all}
                  onChange={(e) => onToggleAll(e.target.checked)}
                  aria-label="Select all users on this page"
                  className="size-4 rounded border-slate-300 accent-brand-700"
                />
                {/* Seen on a phone, where the other headings are only read (data-table.css). */}
                <span aria-hidden="true" className="normal-case sm:sr-only">
                  Select all
                </span>
              </label>
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4">
              Name
            </th>
            <th scope="col" className="hidden px-4 py-3 2xl:table-cell">
              Phone
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4">
              Role
            </th>
            <th scope="col" className="hidden px-3 py-3 sm:table-cell sm:px-4">
              Status
            </th>
            <th scope="col" className="hidden px-4 py-3 whitespace-nowrap md:table-cell">
              Last Login
            </th>
            <th scope="col" className="hidden px-4 py-3 whitespace-nowrap xl:table-cell">
              Created
            </th>
            <th scope="col" className="px-3 py-3 text-right sm:px-4">
              <span className="sr-only sm:not-sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => {
            const last = isLastAdmin(user, activeAdmins);
            const self = user.id === selfId;
            const deleteRefusal = self ? ACCOUNT_MESSAGES.selfDelete : last ? MESSAGES.users.lastAdmin : null;
            return (
              <tr key={user.id} className={selected.has(user.id) ? 'bg-brand-50/50' : 'hover:bg-slate-50/60'}>
                <td className="py-3 pr-1 pl-3 sm:pl-4" data-label="Select">
                  <input
                    type="checkbox"
                    checked={selected.has(user.id)}
                    onChange={() => onToggle(user.id)}
                    aria-label={`Select ${user.name}`}
                    className="size-4 rounded border-slate-300 accent-brand-700"
                  />
                </td>
                <th scope="row" className="px-3 py-3 font-medium text-slate-900 sm:min-w-48 sm:px-4" data-card="title">
                  <span className="block">
                    {user.name}
                    {self ? <span className="ml-1.5 text-xs font-normal text-slate-500">(you)</span> : null}
                  </span>
                  <span className="block font-normal [overflow-wrap:anywhere] text-slate-500">{user.email}</span>
                </th>
                <td className="hidden px-4 py-3 whitespace-nowrap text-slate-600 2xl:table-cell" data-label="Phone">
                  {user.phone || '—'}
                </td>
                <td className="px-3 py-3 sm:px-4" data-label="Role">
                  <Badge tone={ROLE_TONE[user.role]}>{ROLE_LABELS[user.role]}</Badge>
                </td>
                <td className="hidden px-3 py-3 sm:table-cell sm:px-4" data-label="Status">
                  <Badge tone={user.status === 'active' ? 'brand' : 'neutral'}>{STATUS_LABELS[user.status]}</Badge>
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-slate-600 md:table-cell" data-label="Last Login">
                  {user.lastLogin ? <time dateTime={user.lastLogin}>{formatDate(user.lastLogin, true)}</time> : 'Never'}
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-slate-600 xl:table-cell" data-label="Created">
                  <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </td>
                <td className="px-2 py-2 sm:px-4" data-card="actions">
                  <div className="flex flex-col items-end justify-end gap-0.5 sm:flex-row">
                    <button
                      type="button"
                      className={iconButton}
                      onClick={() => onEdit(user)}
                      aria-label={`Edit ${user.name}`}
                      title="Edit user"
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      onClick={() => onSetPassword(user)}
                      aria-label={`Set a new password for ${user.name}`}
                      title="Set new password"
                    >
                      <KeyRound aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} hover:text-red-700`}
                      onClick={() => onDelete(user)}
                      disabled={deleteRefusal !== null}
                      aria-label={`Delete ${user.name}`}
                      aria-describedby={self ? `user-${user.id}-self` : undefined}
                      title={deleteRefusal ?? 'Delete user'}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                  {self ? (
                    <p id={`user-${user.id}-self`} className="mt-1 text-right text-xs text-slate-500 sm:max-w-48 sm:ml-auto">
                      You cannot deactivate or delete your own account
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
