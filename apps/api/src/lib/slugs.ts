/**
 * Slugs of the items that have one (articles and newsletters, events, projects): a new item's slug made
 * from its title (`base`, then `base-2`, `base-3` ...), a chosen slug another item has refused with a 409
 * naming `slug`, and the unique index's last word on concurrent writes. One keeper per table; shared
 * here because modules never import each other.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SLUG_TAKEN_MESSAGE } from '@mnch/shared';
import type { Db } from '../db/client';
import { conflict } from './http-error';
import { takeAddress, type Tx } from './redirects';
import { pgErrorField } from './sql';

/** Attempts at a slug before a random suffix is used (concurrent creates of one title). */
const SLUG_ATTEMPTS = 8;
/** Most same-base slugs read when looking for a free suffix. */
const SLUG_SCAN_LIMIT = 1000;

/** A chosen slug another item has: 409 naming the field. */
export const slugTaken = () => conflict(SLUG_TAKEN_MESSAGE, [{ field: 'slug', message: SLUG_TAKEN_MESSAGE }]);

/** `base-xxxxxxxx`: a slug no one else will have chosen. */
const randomSlug = (base: string) => `${base}-${randomBytes(4).toString('hex')}`;

export interface SlugTable {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
  /** The unique index's name (its refusal is told apart from other unique indexes'). */
  constraint: string;
}

/** The smallest free `base` or `base-N` (N from 2) among `taken`. */
export function firstFree(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; n <= taken.size + 1; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  return randomSlug(base);
}

export function slugKeeper(db: Db, { table, id, slug, constraint }: SlugTable) {
  const isSlugConflict = (err: unknown) => {
    const name = pgErrorField(err, 'constraint');
    return pgErrorField(err, 'code') === '23505' && (!name || name === constraint);
  };

  /** `base`, or `base-N` with the smallest free N from 2. `exceptId` is the item being renamed. */
  async function freeSlug(base: string, exceptId?: number, exec: Db = db): Promise<string> {
    const rows = (await exec
      .select({ slug })
      .from(table)
      .where(and(or(eq(slug, base), sql`${slug} ~ ${`^${base}-[0-9]{1,9}$`}`), exceptId ? ne(id, exceptId) : undefined))
      .limit(SLUG_SCAN_LIMIT)) as Array<{ slug: string }>;
    const taken = new Set(rows.map((r) => r.slug));
    return rows.length >= SLUG_SCAN_LIMIT && taken.has(base) ? randomSlug(base) : firstFree(base, taken);
  }

  return {
    freeSlug,

    /** Whether another item than `exceptId` has this slug. */
    async inUse(value: string, exceptId?: number, exec: Db = db): Promise<boolean> {
      const rows = await exec
        .select({ id })
        .from(table)
        .where(and(eq(slug, value), exceptId ? ne(id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },

    /** The slug to try: the next free one, or a random suffix once concurrent writers kept winning. */
    slugFor: (base: string, exceptId: number | undefined, attempt: number, exec: Db = db) =>
      attempt < SLUG_ATTEMPTS ? freeSlug(base, exceptId, exec) : Promise.resolve(randomSlug(base)),

    /** Runs a write again when a concurrent write took the same slug first (the unique index decides). */
    async withRetry<T>(write: (attempt: number) => Promise<T>): Promise<T> {
      for (let attempt = 0; ; attempt++) {
        try {
          return await write(attempt);
        } catch (err) {
          if (!isSlugConflict(err) || attempt >= SLUG_ATTEMPTS + 2) throw err;
        }
      }
    },

    /** Runs a write of a chosen slug; the unique index's refusal (a concurrent write took it first) is a 409. */
    async withChosen<T>(write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } catch (err) {
        if (isSlugConflict(err)) throw slugTaken();
        throw err;
      }
    },
  };
}

export type SlugKeeper = ReturnType<typeof slugKeeper>;

/**
 * Inserts a new item with its slug: the chosen one (409 when another item has it), or else one made
 * from `base` (the title, slugified), the next free one. In the same transaction the item takes its
 * address (`pathOf(slug)`): a redirect from there, another item's old address, goes (lib/redirects.ts).
 */
export async function insertWithSlug<T>(
  db: Db,
  keeper: SlugKeeper,
  { chosen, base, pathOf }: { chosen: string | undefined; base: string; pathOf: (slug: string) => string },
  write: (tx: Tx, slug: string) => Promise<T>,
): Promise<T> {
  const insert = (slug: string) =>
    db.transaction(async (tx) => {
      const row = await write(tx, slug);
      await takeAddress(tx, pathOf(slug));
      return row;
    });
  if (chosen) {
    if (await keeper.inUse(chosen)) throw slugTaken();
    return keeper.withChosen(() => insert(chosen));
  }
  return keeper.withRetry(async (attempt) => insert(await keeper.slugFor(base, undefined, attempt)));
}
