// npm run check: the inner loop while changing code: lint, types and the web unit tests, at the same time
// (each mostly uses one core). ESLint's cache and TypeScript's incremental build information (both in
// node_modules/.cache) make a second run check again only what changed since the first.
import { run } from './lib.mjs';

const started = Date.now();
const tasks = [
  ['lint', 'npx', ['eslint', '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
  ['import cycles', 'node', ['scripts/check-import-cycles.mjs']],
  ['docs', 'node', ['scripts/check-docs.mjs']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['web', 'npx', ['vitest', 'run', '--root', 'apps/web']],
];
const codes = await Promise.all(tasks.map(([label, cmd, args]) => run(cmd, args, { label }).then((code) => [label, code])));
const failed = codes.filter(([, code]) => code !== 0).map(([label]) => label);
const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')} (${took})`);
  process.exit(1);
}
console.log(`\nLint, types and web unit tests passed in ${took}.`);
