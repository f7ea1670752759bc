// Vitest global set-up (vitest.config.ts): the migrations run once per suite run, into a template that
// every test database then starts from (test/helpers.ts), instead of once per test database. PGlite:
// a migrated in-memory database dumped to a file, which each test loads (`loadDataDir`). PostgreSQL: a
// migrated database that each test database is created from (`CREATE DATABASE ... TEMPLATE`). Every
// test database is still a copy of its own: tests see only the rows they write.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the migrated data directory (a tar archive from `dumpDataDir`). */
    pgliteTemplate: string;
    /** PostgreSQL: the name of the migrated template database, on the server of TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const driver = project.config.env?.TEST_DB_DRIVER ?? 'pglite';
  if (driver === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is required for the postgres test suite');
    const name = `mnch_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    // The template must have no open connection when a test database is created from it.
    const database = await openDatabase({ url: url.toString() });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', name);
    return () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }

  const folder = mkdtempSync(path.join(tmpdir(), 'mnch-api-template-'));
  const file = path.join(folder, 'pglite.tar');
  const database = await openDatabase({});
  try {
    await database.migrate();
    const { pglite } = database as unknown as { pglite: { dumpDataDir(compression: 'none'): Promise<Blob> } };
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}
