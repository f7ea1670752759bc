// Runs the Playwright suite against the built server; fails (never skips) without a browser or a build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`);
  process.exit(1);
}
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
child.on('close', (code) => process.exit(code ?? 1));
