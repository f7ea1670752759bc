import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { REVISION_MESSAGES, type RevisionKind, type RevisionSummary } from '@mnch/shared';
import { revisions } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { REVISION_TABLES, restoreChanges, revive } from '../../lib/revisions';
import type { ServiceDeps } from '../../lib/service-deps';
import { iso } from '../../lib/sql';

type RevisionRow = typeof revisions.$inferSelect;
/** A row of one of the kinds' tables, as Drizzle selects it. */
export type ItemRow<K extends RevisionKind = RevisionKind> = (typeof REVISION_TABLES)[K]['$inferSelect'];

/** Most revisions one item's history lists (newest first). */
export const REVISION_LIST_MAX = 200;

function toSummary(row: RevisionRow): RevisionSummary {
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.itemId,
    createdAt: iso(row.createdAt),
    user: { id: row.userId, name: row.userName },
    fields: row.fields,
  };
}

/**
 * Reads of the revisions that the content services keep (lib/revisions.ts), and what a restore sends
 * to the item's own update. Writing the restore is the item's service's work (routes.ts).
 */
export function createRevisionsService({ db }: ServiceDeps) {
  async function findRevision(id: number): Promise<RevisionRow> {
    const [row] = await db.select().from(revisions).where(eq(revisions.id, id)).limit(1);
    if (!row) throw notFound(REVISION_MESSAGES.notFound);
    return row;
  }

  async function currentRow(kind: RevisionKind, itemId: number): Promise<ItemRow | undefined> {
    const table = REVISION_TABLES[kind];
    const [row] = await db.select().from(table).where(eq(table.id, itemId)).limit(1);
    return row;
  }

  return {
    /** The item's revisions, newest first (at most REVISION_LIST_MAX). The item may have been deleted since. */
    async list(kind: RevisionKind, itemId: number): Promise<RevisionSummary[]> {
      const rows = await db
        .select()
        .from(revisions)
        .where(and(eq(revisions.kind, kind), eq(revisions.itemId, itemId)))
        // Saves of one item wait for each other (the row lock), so ids follow their order; `created_at` is
        // each save's transaction start, which a save that waited may share with the one before it.
        .orderBy(desc(revisions.id))
        .limit(REVISION_LIST_MAX);
      return rows.map(toSummary);
    },

    /**
     * One revision with the version it kept (`before`) and the version that replaced it (`after`: the
     * next revision's, or the item as it is now; null when it has been deleted), as rows of its table.
     */
    async entry(id: number): Promise<{ revision: RevisionSummary; before: ItemRow; after: ItemRow | null }> {
      const row = await findRevision(id);
      const [[next], current] = await Promise.all([
        db
          .select()
          .from(revisions)
          .where(and(eq(revisions.kind, row.kind), eq(revisions.itemId, row.itemId), gt(revisions.id, row.id)))
          .orderBy(asc(revisions.id))
          .limit(1),
        currentRow(row.kind, row.itemId),
      ]);
      const before = revive(row.kind, row.data, current);
      const after = next ? revive(row.kind, next.data, current ?? before) : (current ?? null);
      return { revision: toSummary(row), before, after };
    },

    /**
     * What restoring the revision `id` asks of its item's update: the kind, the item and the changes
     * (lib/revisions.ts `restoreChanges`). 404 for no such revision; 409 when the item has been deleted.
     */
    async restoreRequest(id: number): Promise<{ kind: RevisionKind; itemId: number; changes: Record<string, unknown> }> {
      const row = await findRevision(id);
      if (!(await currentRow(row.kind, row.itemId))) throw conflict(REVISION_MESSAGES.itemGone);
      return { kind: row.kind, itemId: row.itemId, changes: restoreChanges(row.kind, row.data) };
    },
  };
}

export type RevisionsService = ReturnType<typeof createRevisionsService>;
