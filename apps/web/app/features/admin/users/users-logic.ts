import {
  MESSAGES,
  ROLE_LABELS,
  ROLES,
  USER_STATUSES,
  passwordSchema,
  userFormSchema,
  type Role,
  type User,
  type UserStatus,
  isOneOf,
  parsePage,
  toSiteDate,
  toSiteDateTime,
  toCsv,
} from '@mnch/shared';
import { z } from 'zod';

const M = MESSAGES.users;

/** The user screen's toasts: success and failure messages for each action. */
export const USER_TOASTS = {
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: (name: string) => `${name} has been deleted`,
  deleteFailed: 'Failed to delete user',
  activated: (n: number) => `${n} ${n === 1 ? 'user' : 'users'} activated`,
  deactivated: (n: number) => `${n} ${n === 1 ? 'user' : 'users'} deactivated`,
  activateFailed: 'Failed to activate users',
  deactivateFailed: 'Failed to deactivate users',
  exported: 'Users exported successfully!',
  exportFailed: 'Failed to export users',
  passwordSet: (name: string) => `A new password is set for ${name}`,
} as const;

export { ROLE_LABELS };
export const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', inactive: 'Inactive' };

/** The list's filters as they live in the URL (search, role, status, page). */
export interface UsersFilters {
  search: string;
  role: Role | '';
  status: UserStatus | '';
  page: number;
}

export function readUsersFilters(params: URLSearchParams): UsersFilters {
  const role = params.get('role') ?? '';
  const status = params.get('status') ?? '';
  return {
    search: (params.get('search') ?? '').trim(),
    role: isOneOf(ROLES, role) ? role : '',
    status: isOneOf(USER_STATUSES, status) ? status : '',
    page: parsePage(params.get('page')),
  };
}

/** The URL search string of a filter set (defaults left out). */
export function usersFiltersSearch(filters: UsersFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const s = params.toString();
  return s ? `?${s}` : '?';
}

export function hasActiveFilter(filters: UsersFilters): boolean {
  return Boolean(filters.search || filters.role || filters.status);
}

/**
 * Whether deleting this user would remove the last admin: the server refuses (409) to delete an admin
 * when no other active admin remains. `activeAdmins` is the number of active admins (the user included).
 */
export function isLastAdmin(user: Pick<User, 'role' | 'status'>, activeAdmins: number | undefined): boolean {
  if (user.role !== 'admin' || activeAdmins === undefined) return false;
  const others = activeAdmins - (user.status === 'active' ? 1 : 0);
  return others <= 0;
}

// ---- CSV export ----

export const CSV_COLUMNS = ['Name', 'Email', 'Phone', 'Role', 'Status', 'Last Login', 'Created At'] as const;

/** `YYYY-MM-DD HH:mm` in the site's time zone; '' for a missing or invalid date. */
function csvDate(value: string | null): string {
  return toSiteDateTime(value).replace('T', ' ');
}

/** The users as CSV, formula-safe (toCsv, packages/shared/src/rules/csv.ts). */
export function usersToCsv(users: readonly User[]): string {
  const rows = users.map((u) => [
    u.name,
    u.email,
    u.phone ?? '',
    ROLE_LABELS[u.role],
    STATUS_LABELS[u.status],
    u.lastLogin ? csvDate(u.lastLogin) : 'Never',
    csvDate(u.createdAt),
  ]);
  return toCsv(CSV_COLUMNS, rows);
}

/** `users-YYYY-MM-DD.csv`, today's date in the site's time zone. */
export function csvFileName(today: Date = new Date()): string {
  return `users-${toSiteDate(today)}.csv`;
}

// ---- Form schemas (client); the server checks the same rules with the shared schemas ----

/** The shared rule (length, not only spaces); the API adds the common-password check. */
const passwordField = passwordSchema;

const passwordsMatch = {
  path: ['confirmPassword'],
  error: M.passwordsDoNotMatch,
  // Checked even while other fields still have errors, so every message shows at once.
  when: () => true,
};

const profileSchema = userFormSchema.omit({ password: true, confirmPassword: true });

/** Editing: no password here (an admin sets a new one with "Set password"). */
export const editUserFormSchema = profileSchema;

/** Creating: a password of at least 8 characters, typed twice. */
export const newUserFormSchema = profileSchema
  .extend({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v?.password === v?.confirmPassword, passwordsMatch);

/** Creating with "Email a link to set the password": no password here; the API mails the user a link. */
export const newUserWithLinkFormSchema = profileSchema.extend({ sendPasswordLink: z.literal(true) });

/** An admin sets a user's new password (or, in the same dialog, emails the user a link to choose one). */
export const setPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v?.password === v?.confirmPassword, passwordsMatch);

export interface UserFormValues {
  name: string;
  email: string;
  role: Role | '';
  status: UserStatus;
  phone: string;
  organization: string;
  position: string;
  bio: string;
  /** An image uploaded to this site, or none. */
  avatar: string | null;
  password: string;
  confirmPassword: string;
  /** Creating only: email the user a link to set their password instead of giving one. */
  sendPasswordLink: boolean;
}

export function userFormDefaults(user?: User | null): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? '',
    status: user?.status ?? 'active',
    phone: user?.phone ?? '',
    organization: user?.organization ?? '',
    position: user?.position ?? '',
    bio: user?.bio ?? '',
    avatar: user?.avatar ?? null,
    password: '',
    confirmPassword: '',
    sendPasswordLink: false,
  };
}
