// The built server (apps/api/dist/server.js) as a child process on loopback: the one starter used by
// the root scripts (Lighthouse), the API's benchmarks and process tests (apps/api/scripts/server-process.ts)
// and the browser tests (apps/web/e2e/support/server.ts). Types: server-process.d.mts.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(repoRoot, 'apps/api/dist/server.js');
/**
 * Node's options for the server, wherever it runs (`npm start`, the tests, the benchmarks; the service
 * unit of docs/deployment.md): a JavaScript heap of at most 256 MB. About 75 MB of it is live with the
 * sample content; left to itself V8 grows the heap to hundreds of megabytes of garbage before it
 * collects (a stream of new searches took the process from 300 to 700 MB), so the limit is what keeps
 * the process's memory bounded (docs/performance.md, "Memory and start-up").
 */
export const SERVER_NODE_OPTIONS = ['--max-old-space-size=256'];

/** A port nobody listens on right now (the system picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server in production mode on loopback, with `env` over the current environment,
 * and (unless `waitForHealth` is false) waits until /api/health answers 200 (up to two minutes: a PGlite
 * folder recovering from a SIGKILL on a loaded two-core machine has taken over one).
 */
export async function startBuiltServer({ port, env = {}, waitForHealth: wait = true, timeoutMs = 120_000, capture = true } = {}) {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(listenPort), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const server = {
    url: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    process: child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (wait) await waitForHealth(server, timeoutMs);
  return server;
}

/** Polls /api/health until it answers 200; throws (and kills the server) when it exits or times out. */
export async function waitForHealth(server, timeoutMs) {
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
