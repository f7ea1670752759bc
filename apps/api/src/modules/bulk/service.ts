import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TrashKind } from '@mnch/shared';
import { SERVER_KINDS, type Snapshot } from '../../content/registry';
import type { ServiceDeps } from '../../lib/service-deps';
import { moveManyToTrash, type TrashActor } from '../../lib/trash';

/** Bulk actions on the items of a kind (docs/behaviour/bulk-actions.md); the kind's table is the registry's (content/registry.ts). */
export function createBulkService({ db }: ServiceDeps) {
  return {
    /** Moves the items with these ids into the trash in one transaction; the deleted rows and the ids not found. */
    trash(kind: TrashKind, ids: readonly number[], by: TrashActor) {
      return moveManyToTrash(db, kind, ids, by);
    },

    /** The ids of these that are items of `kind` now. */
    async existing(kind: TrashKind, ids: readonly number[]): Promise<Set<number>> {
      const { table } = SERVER_KINDS[kind];
      const id = getTableColumns(table).id as PgColumn;
      const rows = (await db
        .select({ id })
        .from(table)
        .where(inArray(id, [...ids]))) as Snapshot[];
      return new Set(rows.map((row) => Number(row.id)));
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
