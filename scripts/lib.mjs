import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command; resolves with its exit code. Output is prefixed with the label when `label` is set. */
export function run(command, args, { label, cwd = root, env = {} } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (label) {
      const prefix = (stream, out) => {
        let buffer = '';
        stream.on('data', (chunk) => {
          buffer += chunk;
          const lines = buffer.split('\n');
          buffer = lines.pop();
          for (const line of lines) out.write(`[${label}] ${line}\n`);
        });
        stream.on('end', () => buffer && out.write(`[${label}] ${buffer}\n`));
      };
      prefix(child.stdout, process.stdout);
      prefix(child.stderr, process.stderr);
    }
    child.on('close', (code) => {
      if (label) console.log(`[${label}] finished with exit code ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

/** Newest modification time under the given paths (files only). */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'build' || entry === 'dist' || entry === '.react-router') continue;
        walk(path.join(p, entry));
      }
    } else newest = Math.max(newest, s.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return newest;
}

export const buildOutputs = ['apps/web/build/server/index.js', 'apps/api/dist/server.js'];
const sources = [
  'packages/shared/src',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/tsup.config.ts',
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'package-lock.json',
];

/** True when a build output is missing or older than a source file. */
export function buildIsStale() {
  const outputs = buildOutputs.map((p) => path.join(root, p));
  if (!outputs.every((p) => existsSync(p))) return true;
  const builtAt = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  return newestMtime(sources) > builtAt;
}

/** A port the system has free on loopback. */
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
 * Starts the built server (apps/api/dist/server.js) on loopback with the given environment and waits
 * until /api/health answers. Resolves with its URL and a stop() that ends it and waits for the exit.
 * Its output is kept and printed when it fails to start.
 */
export async function startBuiltServer({ port, env = {}, timeoutMs = 60_000 } = {}) {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(listenPort), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
