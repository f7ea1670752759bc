import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoot, webRoot } from '../../src/lib/paths';
import { freePort } from './net';

export const builtServer = path.join(apiRoot(), 'dist', 'server.js');

/** Throws unless `npm run build` has made the server and the web app these tests start. */
export function assertBuilt(): void {
  for (const file of [builtServer, path.join(webRoot(), 'build', 'server', 'index.js')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before this test.`);
  }
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  output(): string;
  /** Resolves when /api/health answers 200; rejects when the process exits first or after `timeoutMs`. */
  healthy(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the built server (`node apps/api/dist/server.js`) with its own DATA_DIR and port on 127.0.0.1. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mnch-process-'));
  const child: ChildProcess = spawn(process.execPath, [builtServer], {
    cwd: path.join(apiRoot(), '..', '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dataDir,
    output: () => output,
    async healthy(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
        try {
          if ((await fetch(`${url}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`server did not become healthy in ${timeoutMs / 1000} s:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
