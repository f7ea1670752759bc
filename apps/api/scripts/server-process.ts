// The built server as a child process, and throw-away PostgreSQL databases: used by the benchmarks
// (bench.ts, bench-load.ts) and by the tests that kill and restart a real server (test/reliability.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { apiRoot } from '../src/lib/paths';

export const repoRoot = path.resolve(apiRoot(), '../..');
export const serverEntry = path.join(apiRoot(), 'dist/server.js');
export const webEntry = path.join(repoRoot, 'apps/web/build/server/index.js');

/** Throws with the command to run when the API or the web app has not been built. */
export function assertBuilt(): void {
  if (!existsSync(serverEntry) || !existsSync(webEntry)) {
    throw new Error('The app is not built: run `npm run build` first.');
  }
}

/** A port nobody listens on right now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed so far (when started with `capture`). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM: graceful) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  /** Port to listen on; a free one by default. */
  port?: number;
  /** Wait until /api/health answers 200 (default true); false returns as soon as the process runs. */
  waitForHealth?: boolean;
  /** How long to wait for health, in ms (default 60 s). */
  timeoutMs?: number;
  /** Keep the output for `output()` instead of passing it through (default true). */
  capture?: boolean;
}

/**
 * Starts the built server (apps/api/dist/server.js) in production mode on loopback, with `env` over
 * the current environment, and waits until /api/health answers.
 */
export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  assertBuilt();
  const port = options.port ?? (await freePort());
  const capture = options.capture ?? true;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SEED_SAMPLE_CONTENT: 'false', ...env },
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    process: child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (options.waitForHealth === false) return server;
  await waitForHealth(server, options.timeoutMs ?? 60_000);
  return server;
}

/** Polls /api/health until it answers 200; throws (and kills the server) when it exits or times out. */
export async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.process.exitCode !== null || server.process.signalCode !== null) {
      throw new Error(`server exited with ${server.process.exitCode ?? server.process.signalCode}:\n${server.output()}`);
    }
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`server did not become healthy in ${timeoutMs / 1000} s:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
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
