import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
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
  /**
   * For small, frequent control queries (the page cache's content versions, src/plugins/page-state.ts):
   * on PostgreSQL a connection of its own, so they never wait behind the pool's work; on PGlite `db`.
   */
  control: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Applies the SQL migrations in apps/api/drizzle. On PostgreSQL it holds an advisory lock meanwhile,
   * so processes starting together migrate one after the other (the later ones find nothing to do).
   */
  migrate(): Promise<void>;
  /**
   * Runs the first-start steps (first administrator, sample content) while no other process of the
   * site runs them: a PostgreSQL advisory lock; PGlite belongs to one process, so there it just runs.
   */
  withStartupLock<T>(steps: () => Promise<T>): Promise<T>;
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = () => path.join(apiRoot(), 'drizzle');

/** Advisory lock keys (namespace, id): 'MNCH' as an integer, then one id per start-up step. */
const LOCK_NAMESPACE = 0x4d4e4348;
const LOCKS = { migrate: 1, startup: 2 } as const;

/**
 * Runs `fn` holding a session-level advisory lock on a connection of its own; other processes asking
 * for the same lock wait. The lock goes with the connection if the process dies.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, id: number, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [LOCK_NAMESPACE, id]);
  } catch (err) {
    client.release(err instanceof Error ? err : true);
    throw err;
  }
  try {
    return await fn();
  } finally {
    try {
      await client.query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, id]);
      client.release();
    } catch (err) {
      // A connection that could not unlock is closed rather than reused (closing releases the lock).
      client.release(err instanceof Error ? err : true);
    }
  }
}

/**
 * A pg pool that survives connections ended under it (a failover, a restart, `pg_terminate_backend`, an
 * idle-session timeout). node-postgres emits 'error' on a client whose connection dies; the pool hears it
 * only while the client is idle, and an 'error' nobody hears ends the process. So every client gets a
 * listener of its own when it connects, and a client checked out with `connect()` (drizzle's
 * transactions, the advisory locks above) goes back to the pool, which closes it, as soon as its
 * connection fails: the query in flight fails with the connection's error (plugins/errors.ts answers
 * 503), the next one finds it closed, and its later `release()` does nothing. Releasing at once also
 * covers drizzle-orm 0.45's node-postgres `transaction()`, which runs BEGIN before the try/finally that
 * releases its client: a BEGIN failing on a dead connection would otherwise hold a pool slot for good.
 * test/reliability.test.ts ("PostgreSQL connections terminated while writes are in flight") holds it.
 */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    // An idle client whose connection drops: the pool has already removed it.
    this.on('error', () => undefined);
    this.on('connect', (client) => client.on('error', () => undefined));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is pool.query's, which releases its client on a connection error itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedOnConnectionLoss);
  }
}

function releasedOnConnectionLoss(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const done = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', lost);
    release(err);
  };
  const lost = (err: Error) => done(err);
  client.on('error', lost);
  client.release = done;
  return client;
}

export interface DatabaseOptions {
  /** postgres:// URL: use a PostgreSQL server. */
  url?: string;
  /** Folder for PGlite's files; undefined keeps PGlite in memory (tests). */
  dataDir?: string;
  /** Start PGlite from a data-directory dump (tests copy a migrated template). */
  loadDataDir?: Blob;
}

/**
 * PGlite's own start parameters with a smaller buffer pool: PostgreSQL's default of 128 MB is memory
 * the embedded database touches at start, in the server's own process; 16 MB holds the whole sample
 * content and a centre's site many times over, and reads past it come from the operating system's file
 * cache (docs/performance.md, "Memory and start-up").
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

type PGliteAssets = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>>;
let assets: Promise<PGliteAssets> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process (about three seconds of CPU), and its file bundle read
 * once: a process that opens many databases (the API test suites open one per test app) compiles it once.
 */
function pgliteAssets(): Promise<PGliteAssets> {
  assets ??= (async () => {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFile(require.resolve(`@electric-sql/pglite/${file}`));
    const [pglite, initdb, bundle] = await Promise.all([read('pglite.wasm'), read('initdb.wasm'), read('pglite.data')]);
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pglite), WebAssembly.compile(initdb)]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
  })();
  return assets;
}

/** The folder of PGlite's files in the data folder. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'db');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.url) {
    // A dropped connection, idle or in use, must not crash the process (ResilientPool).
    const pool = new ResilientPool({ connectionString: options.url, max: 10 });
    const controlPool = new ResilientPool({ connectionString: options.url, max: 1 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      control: drizzlePg(controlPool, { schema }) as unknown as Db,
      driver: 'postgres',
      migrate: () => withAdvisoryLock(pool, LOCKS.migrate, () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder })),
      withStartupLock: (steps) => withAdvisoryLock(pool, LOCKS.startup, steps),
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        if (!controlPool.ended) await controlPool.end();
        if (!pool.ended) await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = pgliteFolder(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  // Durability: PGlite's files live in the folder through Node's fs, and a commit returns only after
  // its WAL has been written there, so a killed process (SIGKILL, a crash) loses no answered write
  // (test/reliability.test.ts). PGlite runs PostgreSQL with fsync off, so a power cut or kernel crash
  // can lose the last commits; `relaxedDurability` only concerns browser storage. See decision 0009.
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    startParams: PGLITE_START_PARAMS,
    ...(await pgliteAssets()),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    control: db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    withStartupLock: (steps) => steps(),
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
