// npm run bench:pages: builds when the build is missing or stale, then runs the page benchmark
// (apps/api/scripts/bench-pages.ts) with the options given after `--`, e.g. `-- --duration=5 --rounds=3 --drivers=pglite`.
import { buildIsStale, run, root } from './lib.mjs';

if (buildIsStale()) {
  console.log('Building the web app and the API first...');
  const code = await run('npm', ['run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}
process.exit(await run('npx', ['tsx', 'apps/api/scripts/bench-pages.ts', ...process.argv.slice(2)], { cwd: root }));
