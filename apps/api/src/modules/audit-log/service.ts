import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFacets, type AuditLogList, type AuditLogQuery } from '@mnch/shared';
import { auditLog, users } from '../../db/schema';
import type { ServiceDeps } from '../../lib/service-deps';
import { iso, caseless, orderBySort, pageAndTotal, pageOf, pagination } from '../../lib/sql';

type AuditRow = typeof auditLog.$inferSelect;

/** What the recording hook (src/plugins/audit.ts) hands over for one write. */
export interface NewAuditEntry {
  /** When the answer was sent; the service's clock when absent. */
  at?: Date;
  userId: number | null;
  userName: string | null;
  role: string | null;
  action: string;
  kind: string;
  itemId: string | null;
  itemLabel: string | null;
  method: string;
  route: string;
  status: number;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: iso(row.at),
    userId: row.userId,
    userName: row.userName,
    role: row.role,
    action: row.action,
    kind: row.kind,
    itemId: row.itemId,
    itemLabel: row.itemLabel,
    method: row.method,
    route: row.route,
    status: row.status,
  };
}

/** The audit log's rows: written by the recording hook only, read by administrators. No change or delete. */
export function createAuditLogService({ db, now = () => new Date() }: ServiceDeps) {
  return {
    /**
     * Adds a row. A row with an item but no label takes the label an earlier row of the same item had
     * (a delete's answer names nothing; its update's did), in the same statement.
     */
    async record(entry: NewAuditEntry): Promise<void> {
      const label =
        entry.itemLabel !== null || entry.itemId === null
          ? entry.itemLabel
          : sql<string | null>`(select ${auditLog.itemLabel} from ${auditLog}
                 where ${auditLog.kind} = ${entry.kind} and ${auditLog.itemId} = ${entry.itemId} and ${auditLog.itemLabel} is not null
                 order by ${auditLog.id} desc limit 1)`;
      await db.insert(auditLog).values({ ...entry, itemLabel: label, at: entry.at ?? now() });
    },

    /**
     * The name of the account that last wrote an item (its latest recorded write under one of `kinds`,
     * the API folders of its kind; `itemId` null: the site settings, which have no id), or null when the
     * log has none or it was the website's own. The account's name now when it still exists.
     */
    async lastWriter(kinds: readonly string[], itemId: string | null): Promise<string | null> {
      const [row] = await db
        .select({ name: sql<string | null>`coalesce(${users.name}, ${auditLog.userName})` })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(
          and(
            inArray(auditLog.kind, [...kinds]),
            itemId === null ? isNull(auditLog.itemId) : eq(auditLog.itemId, itemId),
            inArray(auditLog.action, ['create', 'update', 'restore', 'archive', 'publish', 'unpublish', 'move', 'reorder', 'bulk-update']),
            lt(auditLog.status, 400),
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(1);
      return row?.name ?? null;
    },

    /** A page of rows, newest first, filtered by person, kind, action and days (the query's `from` and `to`). */
    async list(query: Partial<AuditLogQuery>): Promise<AuditLogList> {
      const paging = pageOf(query, AUDIT_PAGE_SIZE);
      const conditions: SQL[] = [];
      if (query.user) conditions.push(eq(auditLog.userId, query.user));
      if (query.kind) conditions.push(eq(auditLog.kind, query.kind));
      if (query.action) conditions.push(eq(auditLog.action, query.action));
      if (query.from) conditions.push(gte(auditLog.at, query.from));
      if (query.to) conditions.push(lte(auditLog.at, query.to));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, total] = await pageAndTotal(
        db,
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(
            ...orderBySort(
              query.sort,
              { at: auditLog.at, userName: caseless(auditLog.userName), action: auditLog.action, kind: auditLog.kind, id: auditLog.id },
              [desc(auditLog.at), desc(auditLog.id)],
            ),
          ),
        auditLog,
        where,
        paging,
      );
      return {
        entries: rows.map(toEntry),
        pagination: pagination(paging.page, paging.limit, total),
      };
    },

    /**
     * The people (accounts that still exist, under the name of their latest row) and the kinds the log
     * holds, for the back office's filters.
     */
    async facets(): Promise<AuditFacets> {
      const [people, kinds] = await Promise.all([
        db
          .selectDistinctOn([auditLog.userId], { id: auditLog.userId, name: auditLog.userName })
          .from(auditLog)
          .where(and(isNotNull(auditLog.userId), isNotNull(auditLog.userName)))
          .orderBy(auditLog.userId, desc(auditLog.at)),
        db.selectDistinct({ kind: auditLog.kind }).from(auditLog).orderBy(auditLog.kind),
      ]);
      return {
        people: people
          .flatMap((p) => (p.id !== null && p.name !== null ? [{ id: p.id, name: p.name }] : []))
          .sort((a, b) => a.name.localeCompare(b.name)),
        kinds: kinds.map((k) => k.kind),
      };
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
