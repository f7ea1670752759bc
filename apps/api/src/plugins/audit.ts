import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUDIT_LABEL_MAX, KIND_FOLDERS, KINDS, isAuditAction, isBackOfficeRole, type AuditAction } from '@mnch/shared';
import { createDailyTally } from '../lib/daily-tally';
import { pgErrorField } from '../lib/sql';
import type { NewAuditEntry } from '../modules/audit-log/service';

/** The account a sign-in attempt named, when the email belongs to one (set by the sign-in route on a failure). */
export interface AuditSubject {
  id: number;
  name: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The account a refused sign-in named (modules/auth/routes.ts); null otherwise. Never the typed email. */
    auditSubject: AuditSubject | null;
    /** A write's answer before serialisation, for its row's item id and label; read once the answer is sent. */
    auditPayload: unknown;
    /**
     * The items a bulk write changed (modules/bulk/routes.ts): it gets one row per item, each as a
     * write of that item alone would (its action, id and label), instead of one row for the request.
     */
    auditItems: AuditItem[] | null;
  }
  interface FastifyInstance {
    /** The audit log's recording hook: `settled()` resolves when every row begun so far is written (or failed). */
    audit: { settled(): Promise<void> };
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refused requests (403 to a signed-in account: a role that may not, or a change an account may not make
 * to itself) recorded per account and day of the site's time zone, per process: past it the day's further
 * refusals of that account leave no row, so a flood cannot fill the log (docs/behaviour/audit-log.md).
 */
export const REFUSED_ROWS_PER_ACCOUNT_PER_DAY = 50;
/** Accounts whose refusals are counted at once (least recently refused first out): bounds the memory. */
const REFUSED_TALLY_MAX_ENTRIES = 10_000;
const LOGIN_ROUTE = '/api/auth/login';
const LOGOUT_ROUTE = '/api/auth/logout';

/**
 * Writes left out on purpose: a publication's download count is a counter that visitors raise many
 * times a day and that says nothing about staff work (docs/behaviour/audit-log.md).
 */
const NOT_RECORDED = new Set(['PATCH /api/publications/:id/download']);

/** The API section a route's first segment names, where the segment is not the section's name. */
const KIND_OF_SEGMENT: Record<string, string> = { upload: 'uploads' };

/** A route's last word that names an action in other words (`PUT /api/team/order` reorders). */
const ACTION_OF_WORD: Record<string, AuditAction> = {
  order: 'reorder',
  'logout-all': 'sign-out',
  password: 'update',
  bulk: 'bulk-create',
  'bulk-status': 'bulk-update',
  registrations: 'register',
  'forgot-password': 'request-password-reset',
  'password-link': 'send-password-link',
  announcement: 'announce',
  import: 'bulk-create',
};

/** Kinds whose rows never carry a label: what they hold is typed by visitors (a sender's name, a subject). */
const NO_LABEL_KINDS = new Set(['inquiries', 'newsletter', 'subscribers', 'auth']);
/**
 * The field of an answer's item that names it, by section: each content kind's folders name it by the
 * registry's `labelField` (packages/shared/src/kinds.ts); the sections that are no content kind follow.
 */
const LABEL_FIELD: Record<string, string | null> = {
  ...Object.fromEntries(KIND_FOLDERS.map(([folder, kind]) => [folder, KINDS[kind].labelField])),
  users: 'name',
  uploads: 'filename',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const idText = (value: unknown): string | null => (typeof value === 'number' || typeof value === 'string' ? String(value) : null);

/** The item an answer carries: `{ award: {...} }` gives the award; uploads answer `{ data: {...} }`. */
function answerItem(payload: unknown): Json | null {
  if (!isObject(payload)) return null;
  for (const value of Object.values(payload)) if (isObject(value) && ('id' in value || 'url' in value)) return value;
  return null;
}

/** Who acted, as a row keeps it: the name only for staff (a subscriber's name is a visitor's data). */
interface Person {
  id: number;
  name: string;
  role: string;
}

/** One item of a bulk write, as its row says it. */
export interface AuditItem {
  action: AuditAction;
  id: number;
  label: string | null;
}

/** The rows of a bulk write: the request's row once per item, with the item's action, id and label. */
export function eachItem(entry: NewAuditEntry, items: readonly AuditItem[]): NewAuditEntry[] {
  if (entry.action === 'refused') return [entry];
  return items.map((item) => ({
    ...entry,
    action: item.action,
    itemId: String(item.id),
    itemLabel: entry.userName !== null && item.label ? item.label.trim().slice(0, AUDIT_LABEL_MAX) : null,
  }));
}

export interface WriteFacts {
  method: string;
  /** The route's pattern (`/api/articles/:id`); undefined when no route matched. */
  route: string | undefined;
  status: number;
  params: unknown;
  body: unknown;
  /** The answer's object before serialisation (null when the route sent none). */
  payload: unknown;
  caller: Person | null;
  subject: AuditSubject | null;
}

/** The action of a write: a sign-in's, an upload, a subscription, the route's last word when it is one, else its method's. */
function actionOf(facts: WriteFacts, route: string, kind: string, words: string[]): AuditAction {
  if (route === LOGIN_ROUTE) return facts.status < 400 ? 'sign-in' : 'sign-in-failed';
  if (route === LOGOUT_ROUTE) return 'sign-out';
  if (kind === 'uploads') return 'upload';
  // Without a token, POST /api/users is a newsletter subscription (modules/users/routes.ts).
  if (kind === 'users' && facts.method === 'POST' && !facts.caller) return 'subscribe';
  const word = words.at(-1);
  if (word) {
    const verb = ACTION_OF_WORD[word] ?? word;
    if (isAuditAction(verb)) return verb;
  }
  return facts.method === 'POST' ? 'create' : facts.method === 'DELETE' ? 'delete' : 'update';
}

/** A route's API section (its first segment) and its other words (`:params` left out). */
function sectionOf(route: string): { kind: string; words: string[] } {
  const [first = '', ...rest] = route.slice('/api/'.length).split('/').filter(Boolean);
  return { kind: KIND_OF_SEGMENT[first] ?? first, words: rest.filter((segment) => !segment.startsWith(':')) };
}

/**
 * The row a finished request gets, or null: every write under /api/ answered below 400, refused
 * sign-ins (401/403), and any request under /api/ (reads too) refused with 403 to a signed-in account
 * (`refused`: the account, its role, the method and the route's pattern, nothing else of the request).
 * Pure: what it may keep is decided here (no typed email, no visitor's data, no query string or body).
 * A dry run, which changes nothing, gets none.
 */
export function describeWrite(facts: WriteFacts): NewAuditEntry | null {
  const { method, route, status } = facts;
  if (status === 403 && facts.caller && route?.startsWith('/api/')) {
    const { id, name, role } = facts.caller;
    return {
      userId: id,
      userName: isBackOfficeRole(role) ? name : null,
      role,
      action: 'refused',
      kind: sectionOf(route).kind,
      itemId: null,
      itemLabel: null,
      method,
      route,
      status,
    };
  }
  if (READS.has(method) || !route?.startsWith('/api/') || NOT_RECORDED.has(`${method} ${route}`)) return null;
  // A dry run (POST /api/subscribers/import with `dryRun: true`) changes nothing.
  if (isObject(facts.body) && facts.body.dryRun === true) return null;
  const signIn = method === 'POST' && route === LOGIN_ROUTE;
  if (status >= 400 && !(signIn && (status === 401 || status === 403))) return null;

  const { kind, words } = sectionOf(route);
  const action = actionOf(facts, route, kind, words);

  let person: Person | null = facts.caller;
  if (signIn) {
    const user = isObject(facts.payload) && isObject(facts.payload.data) ? facts.payload.data.user : null;
    person =
      status < 400
        ? isObject(user) && typeof user.id === 'number'
          ? { id: user.id, name: String(user.name), role: String(user.role) }
          : null
        : facts.subject;
  }

  const params = isObject(facts.params) ? facts.params : {};
  const item = answerItem(facts.payload);
  let itemId: string | null = null;
  if (kind !== 'auth') {
    itemId = idText(params.id) ?? idText(params.key) ?? (kind === 'uploads' ? idText(item?.url) : idText(item?.id));
    const ids = isObject(facts.body) ? facts.body.ids : undefined;
    if (itemId === null && Array.isArray(ids) && ids.length) itemId = ids.map(idText).join(',').slice(0, 200);
  }

  // A label only for what staff did, from the answer's item, and never of visitors' data.
  let itemLabel: string | null = null;
  const staffCaller = facts.caller && isBackOfficeRole(facts.caller.role);
  const labelled = staffCaller && item && !NO_LABEL_KINDS.has(kind) && action !== 'register' && action !== 'subscribe';
  if (labelled && (kind !== 'users' || (typeof item.role === 'string' && isBackOfficeRole(item.role)))) {
    const field = kind in LABEL_FIELD ? LABEL_FIELD[kind] : 'title';
    const value = field ? item[field] : undefined;
    if (typeof value === 'string' && value.trim()) itemLabel = value.trim().slice(0, AUDIT_LABEL_MAX);
  }

  return {
    userId: person?.id ?? null,
    userName: person && isBackOfficeRole(person.role) ? person.name : null,
    role: person?.role ?? null,
    action,
    kind,
    itemId,
    itemLabel,
    method,
    route,
    status,
  };
}

/**
 * The audit log's one recording hook (decision 24): after the answer to a write under /api/ is sent,
 * one row says who did what to which item. Writing the row never fails or delays the request; a row
 * that cannot be written is logged (its database error code only) and lost.
 */
export default fp(async function audit(app: FastifyInstance) {
  app.decorateRequest('auditSubject', null);
  app.decorateRequest('auditPayload', null);
  app.decorateRequest('auditItems', null);

  // Rows are written one after another, in the order the answers were sent: ids follow that order, and
  // a row that takes an earlier row's label (a delete's) finds it written.
  let queue: Promise<void> = Promise.resolve();
  const refusals = createDailyTally({ max: REFUSED_TALLY_MAX_ENTRIES, now: app.clock });
  app.decorate('audit', {
    async settled() {
      await queue;
    },
  });

  // The answer's object, before it is serialised (and maybe compressed), for writes only.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!READS.has(request.method)) request.auditPayload = payload;
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const entry = describeWrite({
      method: request.method,
      route: request.routeOptions.url,
      status: reply.statusCode,
      params: request.params,
      body: request.body,
      payload: request.auditPayload,
      caller: request.caller,
      subject: request.auditSubject,
    });
    if (!entry) return;
    if (entry.action === 'refused' && refusals.add(String(entry.userId)) > REFUSED_ROWS_PER_ACCOUNT_PER_DAY) return;
    const at = app.clock();
    const rows = (request.auditItems ? eachItem(entry, request.auditItems) : [entry]).map((row) => ({ ...row, at }));
    for (const row of rows) {
      queue = queue.then(() =>
        app.services.auditLog.record(row).catch((err: unknown) => {
          app.log.error({ code: pgErrorField(err, 'code') ?? 'unknown', route: row.route }, 'Audit log: a row could not be written');
        }),
      );
    }
  });

  app.addHook('onClose', async () => {
    await queue;
  });
});
