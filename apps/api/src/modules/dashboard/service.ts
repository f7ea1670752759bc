import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ALL_KINDS, DASHBOARD_LISTED, KINDS, isStaffRole, type Dashboard, type DashboardItem, type Role } from '@mnch/shared';
import { inquiries, outbox } from '../../db/schema';
import { itemLink, labelledKind, type LabelledKind } from '../../content/item-links';
import type { ServiceDeps } from '../../lib/service-deps';
import { iso } from '../../lib/sql';

/**
 * What waits for the back office's people (GET /api/dashboard), walking the registry of content kinds:
 * the drafts of every kind that is published or drafted (`publish`), the items that go live at a time
 * (a `scheduled` status with a `scheduledDate`), and, for those who may see them, the unread inquiries
 * and the failed mail.
 */
export function createDashboardService({ db }: Pick<ServiceDeps, 'db'>) {
  type Listed = { total: number; items: DashboardItem[] };

  /** Up to DASHBOARD_LISTED items of each kind with `status`, by `time` (and the count of all), merged and cut to DASHBOARD_LISTED. */
  async function listed(
    status: string,
    time: (k: LabelledKind) => PgColumn | undefined,
    order: 'asc' | 'desc',
    kinds: LabelledKind[],
    ahead = false,
  ): Promise<Listed> {
    const found: Array<DashboardItem & { ms: number }> = [];
    let total = 0;
    for (const k of kinds) {
      const at = time(k);
      const statusColumn = k.columns.status;
      if (!at || !statusColumn) continue;
      const rows = await db
        .select({ id: k.id, title: k.label, use: k.use, at, all: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(k.table)
        // `ahead`: only times still to come (a scheduled item whose time has passed is live, not waiting).
        .where(ahead ? and(eq(statusColumn, status), gt(at, sql`now()`)) : eq(statusColumn, status))
        .orderBy(order === 'asc' ? asc(at) : desc(at), desc(k.id))
        .limit(DASHBOARD_LISTED);
      total += rows[0]?.all ?? 0;
      for (const row of rows) {
        const when = new Date(row.at as Date | string);
        found.push({ ...itemLink(k, row), at: when.toISOString(), ms: when.getTime() });
      }
    }
    found.sort((a, b) => (order === 'asc' ? a.ms - b.ms : b.ms - a.ms));
    return { total, items: found.slice(0, DASHBOARD_LISTED).map(({ ms: _ms, ...item }) => item) };
  }

  const kinds = ALL_KINDS.map(labelledKind).filter((k): k is LabelledKind => k !== null);
  const published = kinds.filter((k) => 'publish' in KINDS[k.kind]);
  const timed = kinds.filter((k) => k.columns.scheduledDate);

  return {
    async forRole(role: Role): Promise<Dashboard> {
      const drafts = await listed('draft', (k) => k.columns.updatedAt, 'desc', published);
      const scheduled = await listed('scheduled', (k) => k.columns.scheduledDate, 'asc', timed, true);
      let unread: Dashboard['inquiries'] = null;
      if (isStaffRole(role)) {
        const rows = await db
          .select({
            id: inquiries.id,
            kind: inquiries.kind,
            subject: inquiries.subject,
            createdAt: inquiries.createdAt,
            all: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(inquiries)
          .where(eq(inquiries.read, false))
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(DASHBOARD_LISTED);
        unread = {
          unread: rows[0]?.all ?? 0,
          items: rows.map((r) => ({ id: r.id, kind: r.kind, subject: r.subject, receivedAt: iso(r.createdAt) })),
        };
      }
      let failedMail: Dashboard['failedMail'] = null;
      if (role === 'admin') {
        const [row] = await db
          .select({ total: count() })
          .from(outbox)
          .where(and(eq(outbox.status, 'failed')));
        failedMail = { total: row?.total ?? 0 };
      }
      return { drafts, scheduled, inquiries: unread, failedMail };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
