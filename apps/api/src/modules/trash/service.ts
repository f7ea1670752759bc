import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  TRASH_KINDS,
  TRASH_MESSAGES,
  TRASH_PAGE_SIZE,
  type TrashEntry,
  type TrashKind,
  type TrashList,
  type TrashQuery,
} from '@mnch/shared';
import { trash } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { iso, pageAndTotal, pageOf, pagination } from '../../lib/sql';
import { deleteFromTrash, keptInTrash, nounOf, purgeDate, purgeTrash, restoreFromTrash } from '../../lib/trash';

type TrashRow = typeof trash.$inferSelect;

const isKnownKind = (kind: string): kind is TrashKind => TRASH_KINDS.some((k) => k === kind);

export function toTrashEntry(row: TrashRow & { kind: TrashKind }): TrashEntry {
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.itemId,
    label: row.label,
    type: nounOf(row.kind, row.data),
    deletedByName: row.deletedByName,
    deletedAt: iso(row.deletedAt),
    purgeAt: purgeDate(row.deletedAt).toISOString(),
  };
}

/** The trash's entries (lib/trash.ts moves items in and out). */
export function createTrashService({ db, storage }: ServiceDeps) {
  const kept = keptInTrash;
  return {
    /** A page of the entries still kept, newest deleted first, optionally of one kind. */
    async list(query: Partial<TrashQuery>): Promise<TrashList> {
      const paging = pageOf(query, TRASH_PAGE_SIZE);
      const where = and(kept(), query.kind ? eq(trash.kind, query.kind) : undefined);
      const select = db.select().from(trash).where(where).orderBy(desc(trash.deletedAt), desc(trash.id));
      const [rows, total] = await pageAndTotal(db, select, trash, where, paging);
      return {
        entries: rows.flatMap((row) => (isKnownKind(row.kind) ? [toTrashEntry({ ...row, kind: row.kind })] : [])),
        pagination: pagination(paging.page, paging.limit, total),
      };
    },

    /** Puts the entry's item back where it was (same id); 404 when it is not kept, 409 on a unique clash. */
    restore(id: number) {
      return restoreFromTrash(db, id);
    },

    /**
     * Puts several entries' items back, each as `restore` does (its own transaction): those restored,
     * the ids not in the trash, and those refused with why (a unique value another item took meanwhile).
     */
    async restoreMany(ids: readonly number[]) {
      const restored: Array<{ id: number; label: string }> = [];
      const missing: number[] = [];
      const refused: Array<{ id: number; message: string }> = [];
      for (const id of ids) {
        try {
          restored.push({ id, label: (await restoreFromTrash(db, id)).label });
        } catch (err) {
          if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
          if (err.statusCode === 404) missing.push(id);
          else refused.push({ id, message: err.message });
        }
      }
      return { restored, missing, refused };
    },

    /** Deletes several kept entries for good, with their files: those deleted and the ids not in the trash. */
    async deleteManyForever(ids: readonly number[]) {
      const found = await db
        .select({ id: trash.id, label: trash.label })
        .from(trash)
        .where(and(inArray(trash.id, [...ids]), kept()));
      if (found.length)
        await deleteFromTrash(
          db,
          storage,
          inArray(
            trash.id,
            found.map((e) => e.id),
          ),
        );
      const gone = new Set(found.map((e) => e.id));
      return { deleted: found, missing: ids.filter((id) => !gone.has(id)) };
    },

    /** Deletes one kept entry for good, with its files. */
    async deleteForever(id: number): Promise<void> {
      const n = await deleteFromTrash(db, storage, and(eq(trash.id, id), kept()));
      if (n === 0) throw notFound(TRASH_MESSAGES.notFound);
    },

    /** Deletes every entry for good; how many there were. */
    empty(): Promise<number> {
      return deleteFromTrash(db, storage, undefined);
    },

    /** Deletes the entries past keeping (run at start-up and hourly, modules/trash/purge.ts); how many. */
    purge(): Promise<number> {
      return purgeTrash(db, storage);
    },
  };
}

export type TrashService = ReturnType<typeof createTrashService>;
