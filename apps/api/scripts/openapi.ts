// npm run openapi [-- --check]
// Writes docs/api/openapi.json: the OpenAPI document of the API as the code generates it (the same as
// GET /api/docs/json), from an app built on a throwaway in-memory database. With --check it writes
// nothing and exits 1 when the file is out of date (test/openapi.test.ts makes the same comparison).
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { OPENAPI_FILE, openApiText } from '../src/lib/openapi';

const args = process.argv.slice(2);
for (const arg of args) if (arg !== '--check') throw new Error(`Unknown argument ${arg}: use --check or nothing`);
const check = args.includes('--check');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const target = path.join(root, OPENAPI_FILE);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mnch-openapi-'));
try {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({});
  await database.migrate();
  const app = await buildApp(config, database, { web: false, logger: false });
  await app.ready();
  const text = openApiText(app);
  await app.close();
  await database.close();
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (check) {
    if (current !== text) {
      console.error(`${OPENAPI_FILE} is out of date: run npm run openapi`);
      process.exitCode = 1;
    } else console.log(`${OPENAPI_FILE} is current.`);
  } else if (current === text) {
    console.log(`${OPENAPI_FILE} is already current.`);
  } else {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    console.log(`Wrote ${OPENAPI_FILE}.`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
