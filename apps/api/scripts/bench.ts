// npm run bench:api: loads the bulk data into a fresh PostgreSQL database and a fresh PGlite folder,
// starts the built server on loopback for each, and measures list, search and get calls beside
// /api/health with autocannon. Prints requests/s and latencies, and checks that page 500 of every
// list stays within 2x of page 1. Options (environment): BENCH_DURATION seconds per call (default 5),
// BENCH_CONNECTIONS (default 10), BENCH_DATABASE_URL (default TEST_DATABASE_URL, else the local
// server's `postgres` database), BENCH_DRIVERS (default "postgres,pglite").
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client';
import { BULK_MARKER, DEFAULT_BULK_COUNTS, seedBulk } from '../src/db/seed/bulk';
import { assertBuilt, createPostgresDatabase, startServer } from './server-process';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',').map((d) => d.trim()) as Array<'postgres' | 'pglite'>;
/** Page 500 may take at most this many times as long as page 1. */
const MAX_DEEP_PAGE_RATIO = 2;

interface Result {
  name: string;
  path: string;
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, name: string, requestPath: string): Promise<Result> {
  const probe = await fetch(url + requestPath);
  if (!probe.ok) throw new Error(`${requestPath} answered ${probe.status}`);
  const r = await autocannon({ url: url + requestPath, connections: CONNECTIONS, duration: DURATION });
  return {
    name,
    path: requestPath,
    rps: r.requests.average,
    mean: r.latency.mean,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

/** The calls measured: per list page 1, page 500 and a search, and a get by id. */
async function targets(url: string): Promise<Array<[string, string]>> {
  const first = async (p: string, key: string) => {
    const body = (await (await fetch(url + p)).json()) as Record<string, Array<{ id: number }>>;
    const id = body[key]?.[0]?.id;
    if (!id) throw new Error(`no ${key} in ${p}`);
    return id;
  };
  const list: Array<[string, string]> = [['health', '/api/health']];
  const resources: Array<[string, string, string]> = [
    ['articles', '/api/articles', 'articles'],
    ['publications', '/api/publications', 'publications'],
    ['projects', '/api/projects', 'projects'],
    ['events', '/api/events', 'events'],
  ];
  for (const [name, base, key] of resources) {
    list.push([`${name} page 1`, `${base}?page=1&limit=10`]);
    list.push([`${name} page 500`, `${base}?page=500&limit=10`]);
    // A common word (one row in ten) and a rare one (a row number).
    list.push([`${name} search`, `${base}?search=newborn&limit=10`]);
    list.push([`${name} search rare`, `${base}?search=4242&limit=10`]);
    list.push([`${name} search page 50`, `${base}?search=${BULK_MARKER}&page=50&limit=10`]);
    list.push([`${name} get`, `${base}/${await first(`${base}?limit=1`, key)}`]);
  }
  return list;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function benchDriver(driver: 'postgres' | 'pglite'): Promise<{ results: Result[]; failures: string[] }> {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (driver === 'postgres') {
    const database = await createPostgresDatabase(BASE_URL, 'mnch_bench');
    const dir = mkdtempSync(path.join(tmpdir(), 'mnch-bench-'));
    env = { DATABASE_URL: database.url, DATA_DIR: dir };
    cleanup = async () => {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'mnch-bench-'));
    env = { DATABASE_URL: '', DATA_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  try {
    const database = await openDatabase(driver === 'postgres' ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
    await database.migrate();
    const ms = await seedBulk(database.db, DEFAULT_BULK_COUNTS);
    await database.close();
    console.log(`\n## ${driver}: bulk data loaded in ${fmt(ms / 1000)} s`);

    const server = await startServer(env, { capture: false });
    const results: Result[] = [];
    try {
      for (const [name, p] of await targets(server.url)) {
        const r = await measure(server.url, name, p);
        results.push(r);
        console.log(
          `${name.padEnd(26)} ${fmt(r.rps, 0).padStart(7)} req/s   mean ${fmt(r.mean).padStart(6)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`,
        );
      }
    } finally {
      await server.stop();
    }

    const failures: string[] = [];
    for (const r of results) if (r.errors > 0) failures.push(`${driver} ${r.name}: ${r.errors} errors`);
    for (const name of ['articles', 'publications', 'projects', 'events']) {
      const p1 = results.find((r) => r.name === `${name} page 1`)!;
      const p500 = results.find((r) => r.name === `${name} page 500`)!;
      const ratio = p500.mean / p1.mean;
      console.log(`${name}: page 500 takes ${fmt(ratio, 2)}x page 1`);
      if (ratio > MAX_DEEP_PAGE_RATIO) failures.push(`${driver} ${name}: page 500 takes ${fmt(ratio, 2)}x page 1`);
    }
    return { results, failures };
  } finally {
    await cleanup();
  }
}

assertBuilt();
console.log(
  `# API benchmark: ${DEFAULT_BULK_COUNTS.articles} articles, ${DEFAULT_BULK_COUNTS.publications} publications, ${DEFAULT_BULK_COUNTS.projects} projects, ${DEFAULT_BULK_COUNTS.events} events`,
);
console.log(
  `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION} s per call, server and load generator on one machine; load average before the run ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const failures: string[] = [];
for (const driver of DRIVERS) failures.push(...(await benchDriver(driver)).failures);
if (failures.length) {
  console.error(`\nFailed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery list keeps page 500 within 2x of page 1, and no call failed.');
