import { z } from 'zod';
import { KINDS } from '../kinds';
import { isDateOnly, parseDate, parseDateEnd } from '../rules/dates';
import { pageQuery, paginationSchema, noFilter, sortQuery } from './common';

/**
 * The audit log: one row per write through the API (apps/api/src/plugins/audit.ts), read by
 * administrators in the back office (docs/behaviour/audit-log.md).
 */

export const AUDIT_PAGE_SIZE = 25;
/** The longest item label kept (a title is cut there). */
export const AUDIT_LABEL_MAX = 300;

/** What a row says was done. A route's verb (`/archive`, `/restore`) when it is one of these, else its method's. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'archive',
  'publish',
  'unpublish',
  'move',
  'reorder',
  'bulk-create',
  'bulk-update',
  'upload',
  'register',
  'subscribe',
  'confirm',
  'unsubscribe',
  'announce',
  'request-password-reset',
  'reset-password',
  'send-password-link',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'refused',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const isAuditAction = (value: string): value is AuditAction => AUDIT_ACTIONS.some((a) => a === value);

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  archive: 'Archived',
  publish: 'Published',
  unpublish: 'Unpublished',
  move: 'Moved',
  reorder: 'Reordered',
  'bulk-create': 'Added several',
  'bulk-update': 'Changed several',
  upload: 'Uploaded',
  register: 'Registered',
  subscribe: 'Subscribed',
  confirm: 'Confirmed',
  unsubscribe: 'Unsubscribed',
  announce: 'Sent to subscribers',
  'request-password-reset': 'Asked for a password reset',
  'reset-password': 'Reset the password',
  'send-password-link': 'Sent a password link',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  refused: 'Refused access',
};

/** A kind is the API section a write went to (`articles`, `field-sites`, `auth`): lower-case words and hyphens. */
const KIND_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
/** The sections' names: each content kind's folders (kinds.ts), and the sections that are no content kind. */
const KIND_NAMES: Record<string, string> = {
  ...Object.fromEntries(Object.values(KINDS).flatMap((kind) => Object.entries(kind.audit))),
  auth: 'Sign-in',
  uploads: 'Uploads',
};
/** A kind as people read it: `field-sites` → "Field sites". */
export function auditKindLabel(kind: string): string {
  const name = KIND_NAMES[kind];
  if (name) return name;
  const words = kind.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const AUDIT_MESSAGES = {
  userInvalid: 'user must be the id of a user (a whole number from 1)',
  kindInvalid: 'kind must be a section name: lower-case letters, digits and hyphens, at most 40',
  actionInvalid: `action must be one of ${AUDIT_ACTIONS.join(', ')}`,
  fromInvalid: 'from must be a date written YYYY-MM-DD',
  toInvalid: 'to must be a date written YYYY-MM-DD',
  rangeInvalid: 'from must be on or before to',
  loadFailed: 'Error loading the audit log',
  emptyTitle: 'No entries found',
  emptyHint: 'Every change made through the back office will be listed here.',
  emptySearchHint: 'Try adjusting your filters.',
  visitor: 'Visitor',
  subscriber: 'Subscriber',
} as const;
const M = AUDIT_MESSAGES;

/** A day in the centre's time zone, `YYYY-MM-DD`; `end` gives its last millisecond. */
const day = (message: string, end: boolean) =>
  z.preprocess(
    noFilter,
    z
      .string({ error: message })
      .max(10, { error: message })
      .transform((value, ctx) => {
        const date = isDateOnly(value) ? (end ? parseDateEnd(value) : parseDate(value)) : null;
        if (!date) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return date;
      })
      .optional(),
  );

/** GET /api/audit-log: newest first; `user`, `kind`, `action` exactly; `from` and `to` are whole days. */
export const auditLogQuerySchema = pageQuery(AUDIT_PAGE_SIZE)
  .extend({
    sort: sortQuery(['at', 'userName', 'action', 'kind']),
    user: z.preprocess(
      noFilter,
      z.coerce
        .number({ error: M.userInvalid })
        .int({ error: M.userInvalid })
        .min(1, { error: M.userInvalid })
        .max(2_147_483_647, { error: M.userInvalid })
        .optional(),
    ),
    kind: z.preprocess(noFilter, z.string({ error: M.kindInvalid }).trim().regex(KIND_PATTERN, { error: M.kindInvalid }).optional()),
    action: z.preprocess(
      (v) => (typeof v === 'string' ? noFilter(v.trim().toLowerCase()) : v),
      z.enum(AUDIT_ACTIONS, { error: M.actionInvalid }).optional(),
    ),
    from: day(M.fromInvalid, false),
    to: day(M.toInvalid, true),
  })
  .refine((q) => !q.from || !q.to || q.from.getTime() <= q.to.getTime(), { error: M.rangeInvalid, path: ['from'] });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  /** When, ISO 8601. */
  at: z.string(),
  /** The account, while it exists; null for a visitor or a deleted account. */
  userId: z.number().nullable(),
  /** The staff member's name when the row was written (kept after the account is deleted); null for visitors and old subscribers. */
  userName: z.string().nullable(),
  role: z.string().nullable(),
  action: z.string(),
  kind: z.string(),
  itemId: z.string().nullable(),
  itemLabel: z.string().nullable(),
  method: z.string(),
  /** The route's pattern (`/api/articles/:id`), never the address asked for. */
  route: z.string(),
  status: z.number(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogListSchema = z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema });
export type AuditLogList = z.infer<typeof auditLogListSchema>;

/** GET /api/audit-log/facets: the people and kinds the log holds, for the filters. */
export const auditFacetsSchema = z.object({
  people: z.array(z.object({ id: z.number(), name: z.string() })),
  kinds: z.array(z.string()),
});
export type AuditFacets = z.infer<typeof auditFacetsSchema>;

/**
 * Who a row names, as the back office shows it. A row of the viewer role with neither a name nor an account
 * is an old newsletter subscriber's (before decision 33 subscribers were viewer accounts, kept nameless in
 * the log, and drizzle/0027_retire_subscriber_accounts.sql deleted those accounts); a viewer of today is
 * staff, and their rows carry their name.
 */
export function auditPersonLabel(entry: Pick<AuditEntry, 'userId' | 'userName' | 'role'>): string {
  if (entry.userName) return entry.userName;
  if (entry.role === 'viewer' && entry.userId === null) return M.subscriber;
  if (entry.userId !== null || entry.role) return `User #${entry.userId ?? '?'}`;
  return M.visitor;
}
