/**
 * The writes of the redirects table (decision 28) that content services make inside their own
 * transaction when an item's address changes; reads and removals are modules/redirects. Shared here
 * because modules never import each other.
 */
import { eq, sql } from 'drizzle-orm';
import type { RedirectKind } from '@mnch/shared';
import type { Db } from '../db/client';
import { redirects } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A published item left `oldPath` for `newPath`: the old path now leads to the item (kept once; a
 * later change of the same path to another item moves it there), and no redirect may shadow the new
 * path, which is the item's own now.
 */
export async function keepOldAddress(tx: Tx, kind: RedirectKind, itemId: number, oldPath: string, newPath: string): Promise<void> {
  await takeAddress(tx, newPath);
  await tx
    .insert(redirects)
    .values({ oldPath, kind, itemId })
    .onConflictDoUpdate({ target: redirects.oldPath, set: { kind, itemId, createdAt: sql`now()` } });
}

/** An item now lives at `path`: a redirect from that path (another item's old address) goes, the live item wins. */
export async function takeAddress(tx: Tx | Db, path: string): Promise<void> {
  await tx.delete(redirects).where(eq(redirects.oldPath, path));
}
