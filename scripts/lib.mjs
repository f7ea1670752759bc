import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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
