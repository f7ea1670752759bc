// npm run bench:api: builds when the build is missing or stale, then runs the API benchmark
// (apps/api/scripts/bench.ts) on PostgreSQL and on PGlite with the bulk data loaded.
import { buildIsStale, run, root } from './lib.mjs';

if (buildIsStale()) {
  console.log('Building the web app and the API first...');
  const code = await run('npm', ['run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}
process.exit(await run('npx', ['tsx', 'apps/api/scripts/bench.ts'], { cwd: root }));
