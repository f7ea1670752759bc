// npm start: builds the web app and the API when they are missing or out of date, then serves both.
import { buildIsStale, run, root } from './lib.mjs';
import { SERVER_NODE_OPTIONS } from './server-process.mjs';

if (buildIsStale()) {
  console.log('Building the web app and the API (first start or changed sources)...');
  const code = await run('npm', ['run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}
const code = await run('node', [...SERVER_NODE_OPTIONS, 'apps/api/dist/server.js'], {
  cwd: root,
  env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(code);
