// The built server as a child process (the repository's one starter, scripts/server-process.mjs, with
// the API's defaults), and throw-away PostgreSQL databases: used by the benchmarks (bench.ts,
// bench-load.ts) and by the tests that kill and restart a real server (test/reliability.test.ts).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  repoRoot,
  serverEntry,
  startBuiltServer,
  type ServerProcess,
  type StartOptions as BuiltServerOptions,
} from '../../../scripts/server-process.mjs';

export { repoRoot, serverEntry };
export const webEntry = path.join(repoRoot, 'apps/web/build/server/index.js');

/** Throws with the command to run when the API or the web app has not been built. */
export function assertBuilt(): void {
  if (!existsSync(serverEntry) || !existsSync(webEntry)) {
    throw new Error('The app is not built: run `npm run build` first.');
  }
}

export { freePort, waitForHealth } from '../../../scripts/server-process.mjs';
export type { ServerProcess };
export type StartOptions = Omit<BuiltServerOptions, 'env'>;

/**
 * Starts the built server (apps/api/dist/server.js) in production mode on loopback, with `env` over
 * the current environment (no sample content unless asked), and waits until /api/health answers.
 */
export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  assertBuilt();
  return startBuiltServer({ ...options, env: { SEED_SAMPLE_CONTENT: 'false', ...env } });
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty database with a unique name on the server of `baseUrl`; `drop()` removes it. */
export async function createPostgresDatabase(baseUrl: string, prefix = 'mnch_scratch'): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
