import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { apiRoot } from '../lib/paths';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the SQL migrations in apps/api/drizzle. */
  migrate(): Promise<void>;
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = () => path.join(apiRoot(), 'drizzle');

export interface DatabaseOptions {
  /** postgres:// URL: use a PostgreSQL server. */
  url?: string;
  /** Folder for PGlite's files; undefined keeps PGlite in memory (tests). */
  dataDir?: string;
  /** Start PGlite from a data-directory dump (tests copy a migrated template). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // A dropped idle connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder }),
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
  }
  // Durability: PGlite's files live in the folder through Node's fs, and a commit returns only after
  // its WAL has been written there, so a killed process (SIGKILL, a crash) loses no answered write
  // (test/reliability.test.ts). PGlite runs PostgreSQL with fsync off, so a power cut or kernel crash
  // can lose the last commits; `relaxedDurability` only concerns browser storage. See decision 0009.
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    // exposed for tests that clone a migrated database
    ...({ pglite: client } as object),
  };
}
