import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { pgliteFolder, type Db } from './db/client';
import { dataStepsFor, runDataSteps } from './db/data-steps';
import { ensureAdmin } from './db/seed/admin';
import { holdsNoArticle, seedSampleContent } from './db/seed/sample';

/**
 * The first-start steps: the one-off data steps, the first administrator and, on an empty database,
 * the sample content. server.ts runs them under the start-up lock, in its own process or (when the
 * sample content is to be made) in a short-lived one of their own (seedsInChild).
 */
export async function runFirstStartSteps(app: FastifyInstance, config: Config): Promise<void> {
  for (const step of await runDataSteps(
    app.db,
    dataStepsFor((url) => app.storage.owns(url)),
  ))
    app.log.info(step, 'one-off data step done');
  await ensureAdmin(app.services.users, config);
  if (config.seedSampleContent && (await seedSampleContent(app.db, app.services, app.storage))) {
    app.log.info('sample content added to the empty database');
  }
}

/** The argument that makes the server's entry run the first-start steps and exit (server.ts). */
export const FIRST_START_ARG = '--first-start-steps';

/**
 * Whether the sample content is going to be made: it is asked for and the database has no article
 * at all. Seeding it in the serving process left that process at about 600 MB (PGlite's WebAssembly
 * memory, grown by the bulk inserts, never shrinks; sharp's buffers), twice what a start on the
 * existing folder takes, so then the steps run in a process of their own (runFirstStartInChild). The
 * test is seedSampleContent's own (holdsNoArticle). `db` is undefined for a new PGlite folder, which
 * has no article.
 */
export async function seedsInChild(config: Config, db: Db | undefined): Promise<boolean> {
  if (!config.seedSampleContent) return false;
  if (!db) return true; // a new PGlite folder (newPgliteFolder): no article in it
  return holdsNoArticle(db);
}

/**
 * PGlite with a data folder that holds no database yet: the child creates it, so the server does not
 * open (and initialise) it first only to close it for the child.
 */
export function newPgliteFolder(config: Config): boolean {
  return !config.databaseUrl && !existsSync(path.join(pgliteFolder(config.dataDir), 'PG_VERSION'));
}

/** What the child sends when its steps fail: the one-line account of server.ts's `describe`. */
export interface FirstStartFailure {
  failed: string;
}

/**
 * Runs the server's own entry again (same Node options, environment and log output) with
 * FIRST_START_ARG, and waits for it to exit; throws with the child's account of a failure. On PGlite,
 * which belongs to one process, the caller has closed its database first.
 */
export async function runFirstStartInChild(): Promise<void> {
  // fork's defaults: this process's Node and its options (the heap limit; tsx's loader in development).
  const child = fork(process.argv[1]!, [FIRST_START_ARG], { stdio: 'inherit' });
  let failure: string | undefined;
  child.on('message', (message: Partial<FirstStartFailure>) => {
    if (typeof message.failed === 'string') failure = message.failed;
  });
  // Stopped meanwhile, the server stops the child and waits for it, so that no process of the site
  // outlives it; killed outright, it leaves the child to notice the closed channel (server.ts).
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c, s) => resolve([c, s]));
  }).finally(() => {
    process.off('SIGTERM', forward);
    process.off('SIGINT', forward);
  });
  if (failure !== undefined) throw new Error(failure);
  if (code !== 0) throw new Error(`the first-start steps' process (sample content) ended with ${signal ?? `exit code ${code}`}`);
}
