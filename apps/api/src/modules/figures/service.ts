import { eq } from 'drizzle-orm';
import { FIGURE_KEYS, FIGURE_MESSAGES, type FigureData, type FigureItem, type FigureKey, versionOf } from '@mnch/shared';
import type { Db } from '../../db/client';
import { figures } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { updateKeepingRevision, type RevisionAuthor } from '../../lib/revisions';
import type { ServiceDeps } from '../../lib/service-deps';
import { iso } from '../../lib/sql';
import type { SaveOptions } from '../../lib/versions';

type FigureRow = typeof figures.$inferSelect;

const order = (key: string) => FIGURE_KEYS.findIndex((known) => known === key);

function toItem(row: FigureRow): FigureItem {
  return {
    id: row.id,
    key: row.key as FigureKey,
    value: row.value,
    label: row.label,
    prefix: row.prefix,
    suffix: row.suffix,
    plain: row.plain,
    updatedAt: iso(row.updatedAt),
    version: versionOf(row.updatedAt),
  };
}

/** Figures (packages/shared/src/schemas/figures.ts): one row per known key; keys are code, values data. */
export function createFiguresService(deps: ServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Every stored figure of a known key, in FIGURE_KEYS order. */
  async function list(): Promise<FigureItem[]> {
    const rows = await db.select().from(figures);
    return rows
      .filter((row) => order(row.key) >= 0)
      .sort((a, b) => order(a.key) - order(b.key))
      .map(toItem);
  }

  async function get(key: FigureKey): Promise<FigureItem> {
    const [row] = await db.select().from(figures).where(eq(figures.key, key));
    if (!row) throw notFound(FIGURE_MESSAGES.notFound);
    return toItem(row);
  }

  /**
   * Sets a figure (stores it when its key has none yet). Changing a stored one keeps the version it
   * replaces as a revision by `author` (lib/revisions.ts), in one transaction.
   */
  async function put(
    key: FigureKey,
    data: FigureData,
    author: RevisionAuthor | null = null,
    options: SaveOptions = {},
  ): Promise<FigureItem> {
    const [stored] = await db.select({ id: figures.id }).from(figures).where(eq(figures.key, key));
    // With If-Match, only a stored figure is changed (a 404 for none: lib/versions.ts).
    if (stored || options.ifMatch) return update(stored?.id ?? 0, data, author, options);
    const values = { ...data, updatedAt: now() };
    const [row] = await db
      .insert(figures)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: figures.key, set: values })
      .returning();
    return toItem(row!);
  }

  /** Changes the figure of history id `id` (a restore, modules/revisions): keeps the version it replaces. */
  async function update(
    id: number,
    data: Partial<FigureData>,
    author: RevisionAuthor | null = null,
    options: SaveOptions = {},
  ): Promise<FigureItem> {
    return toItem(await updateKeepingRevision(db, 'figures', id, data, { ...options, missing: FIGURE_MESSAGES.notFound, author }));
  }

  return { toItem, list, get, put, update };
}

/** Stores each figure whose key has none yet; returns how many it stored (src/db/data-steps.ts). */
export async function storeFiguresOnce(db: Db, items: ReadonlyArray<{ key: FigureKey } & FigureData>): Promise<number> {
  let stored = 0;
  for (const item of items) {
    const rows = await db.insert(figures).values(item).onConflictDoNothing().returning({ key: figures.key });
    stored += rows.length;
  }
  return stored;
}

export type FiguresService = ReturnType<typeof createFiguresService>;
