import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseConnectError, waitForPostgres } from './db/connect';
import {
  FIRST_START_ARG,
  newPgliteFolder,
  runFirstStartInChild,
  runFirstStartSteps,
  seedsInChild,
  type FirstStartFailure,
} from './first-start';

/** This process is the short-lived one that runs the first-start steps for the server (first-start.ts). */
const FIRST_START_CHILD = process.argv.includes(FIRST_START_ARG);

/** Entry point: config -> database -> migrate -> seed -> listen; graceful shutdown on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The libraries read the mode from the environment, not from our config: unset, React would render
  // the pages in its development build (several times slower, and larger) although the site runs as
  // production, its default. Nothing that reads it has loaded yet (the web app loads in plugins/web.ts).
  process.env.NODE_ENV = config.env;

  if (config.databaseUrl) {
    // A database that starts later than the server (containers, a rebooting host) is waited for.
    const quiet = ['error', 'fatal', 'silent'].includes(config.logLevel);
    try {
      await waitForPostgres(config.databaseUrl, {
        timeoutMs: config.databaseConnectTimeoutSeconds * 1000,
        onRetry: ({ attempt, reason, delayMs, remainingMs }) => {
          if (quiet) return;
          console.error(
            `Database not reachable yet (attempt ${attempt}: ${reason}); retrying in ${(delayMs / 1000).toFixed(1)} s, giving up in ${Math.ceil(remainingMs / 1000)} s`,
          );
        },
      });
    } catch (err) {
      if (err instanceof DatabaseConnectError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }

  const open = async () => {
    const opened = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
    await opened.migrate();
    return opened;
  };
  if (FIRST_START_CHILD) {
    // The server that started this process has stopped (or died): so does this one.
    process.once('disconnect', () => process.exit(1));
    const database = await open();
    // No pages, no mail or notices: only the services and storage the steps use.
    const app = await buildApp(config, database, { web: false, mail: { start: false }, notices: { start: false } });
    await database.withStartupLock(() => runFirstStartSteps(app, config));
    await app.close();
    await database.close();
    process.exit(0);
  }
  // The sample content is made in a process of its own, which exits when it is done, so the memory
  // the making takes (PGlite's WebAssembly memory never shrinks) is not the serving process's
  // (first-start.ts, seedsInChild). PGlite belongs to one process: a new folder is left to the child
  // to create, an open one is closed meanwhile and reopened.
  let database = newPgliteFolder(config) ? undefined : await open();
  const firstStartInChild = await seedsInChild(config, database?.db);
  if (firstStartInChild) {
    if (database?.driver === 'pglite') {
      await database.close();
      database = undefined;
    }
    await runFirstStartInChild();
  }
  database ??= await open();
  const app = await buildApp(config, database);
  if (!config.siteUrlConfigured && config.env === 'production') {
    app.log.warn(
      `SITE_URL is not set: canonical links, the sitemap, RSS and .ics files name ${config.publicConfig.siteUrl}; set SITE_URL to the public address`,
    );
  }
  // Processes starting together on one PostgreSQL take turns (the child above takes the same lock):
  // the one-off data steps run once, one admin and one set of samples.
  if (!firstStartInChild) await database.withStartupLock(() => runFirstStartSteps(app, config));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

/** A one-line account of a start-up failure: the message and its causes (a failed query names the database's reason there), no stack. */
function describe(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e && parts.length < 4; e = typeof e === 'object' && 'cause' in e ? e.cause : undefined) {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a thrown non-Error is shown as String() gives it
    parts.push(e instanceof Error ? e.message.trim() : String(e));
  }
  return parts.join(': ');
}

main().catch((err) => {
  // The first-start process's failure is told by the server that started it, as its own.
  if (FIRST_START_CHILD && process.send) {
    const failure: FirstStartFailure = { failed: describe(err) };
    process.send(failure, () => process.exit(1));
    return;
  }
  console.error(`Start-up failed: ${describe(err)}`);
  process.exit(1);
});
