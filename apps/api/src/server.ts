import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseConnectError, waitForPostgres } from './db/connect';
import { dataStepsFor, runDataSteps } from './db/data-steps';
import { ensureAdmin } from './db/seed/admin';
import { seedSampleContent } from './db/seed/sample';

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

  // React and React Router choose their builds by process.env.NODE_ENV, which the config defaults to
  // production without setting it: a server started as `node apps/api/dist/server.js` rendered every
  // page with React's development build, several times slower (docs/performance.md, "Uncached renders").
  // The web build is imported later (plugins/web.ts), so setting it here is in time.
  process.env.NODE_ENV ??= config.env;

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

  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  await database.migrate();
  const app = await buildApp(config, database);
  if (!config.siteUrlConfigured && config.env === 'production') {
    app.log.warn(
      `SITE_URL is not set: canonical links, the sitemap, RSS and .ics files name ${config.publicConfig.siteUrl}; set SITE_URL to the public address`,
    );
  }
  // Processes starting together on one PostgreSQL take turns: the one-off data steps run once, one
  // admin and one set of samples.
  await database.withStartupLock(async () => {
    for (const step of await runDataSteps(
      app.db,
      dataStepsFor((url) => app.storage.owns(url)),
    ))
      app.log.info(step, 'one-off data step done');
    await ensureAdmin(app.services.users, config);
    if (config.seedSampleContent && (await seedSampleContent(app.services, app.storage))) {
      app.log.info('sample content added to the empty database');
    }
  });

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
  console.error(`Start-up failed: ${describe(err)}`);
  process.exit(1);
});
