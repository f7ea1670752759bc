// npm test: lint and types, then the build and its performance budget, then the API suites (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) beside the web component tests, then the end-to-end tests in Chromium.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

const started = Date.now();
const failures = [];
const step = async (name, tasks) => {
  console.log(`\n=== ${name} ===`);
  const codes = await Promise.all(tasks.map(([label, cmd, args, env]) => run(cmd, args, { label, env }).then((code) => [label, code])));
  for (const [label, code] of codes) if (code !== 0) failures.push(label);
  if (failures.length) {
    console.error(`\nFailed: ${failures.join(', ')}`);
    process.exit(1);
  }
};

if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  console.error('CI must run the API suite against PostgreSQL: set TEST_DATABASE_URL.');
  process.exit(1);
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`);
  process.exit(1);
}

await step('lint and types', [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['import cycles', 'node', ['scripts/check-import-cycles.mjs']],
  ['docs', 'node', ['scripts/check-docs.mjs']],
  ['typecheck', 'npm', ['run', 'typecheck']],
]);
await step('build', [['build', 'npm', ['run', 'build']]]);
await step('performance budget', [['budgets', 'node', ['scripts/check-budgets.mjs']]]);
await step('API and component tests', [
  ['api', 'npx', ['vitest', 'run', '--root', 'apps/api']],
  ['web', 'npx', ['vitest', 'run', '--root', 'apps/web']],
]);
// The browser tests get the machine to themselves: on two cores, sharing it with the API suites made
// timing-sensitive tests (animations, debounced searches, rate limits) slow enough to fail.
await step('end-to-end tests', [['e2e', 'npm', ['run', 'test:e2e']]]);
console.log(`\nAll suites passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
