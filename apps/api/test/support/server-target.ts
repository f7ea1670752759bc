// The built server as a real process against a database of its own, for the tests that SIGKILL and
// restart it (test/reliability.test.ts, test/announcements.test.ts). Needs `npm run build`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { createPostgresDatabase, startServer, type ServerProcess, type StartOptions } from '../../scripts/server-process';
import { driver } from '../helpers';

const PG_BASE = process.env.TEST_DATABASE_URL;

/** Every server a test starts: killed at the end even when an assertion stopped the test half-way. */
const servers = new Set<ServerProcess>();
export async function start(env: Record<string, string>, options?: StartOptions): Promise<ServerProcess> {
  const server = await startServer(env, options);
  servers.add(server);
  return server;
}
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
});

/** SIGKILL: no shutdown hook, no flush, no closing of the database. */
export async function kill(server: ServerProcess): Promise<void> {
  server.process.kill('SIGKILL');
  await server.exited;
}

/** Where the server under test keeps its data: a PGlite folder, or a PostgreSQL database of its own. */
export interface Target {
  env: Record<string, string>;
  /** Opens the database directly (the server must not be running when it is PGlite). */
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

export async function createTarget(baseEnv: Record<string, string>, prefix: string): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  if (driver === 'postgres') {
    const database = await createPostgresDatabase(PG_BASE!, prefix);
    return {
      env: { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: database.url },
      open: () => openDatabase({ url: database.url }),
      cleanup: async () => {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  return {
    env: { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir }),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Runs `fn` on the database opened directly, then closes it. */
export async function withDatabase<T>(target: Target, fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await target.open();
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}
