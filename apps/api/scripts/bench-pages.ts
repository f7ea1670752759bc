// npm run bench:pages: how fast the built server answers its public pages beside /api/health, and how
// long a page takes to render when the page cache has just been emptied by a write.
//
// One built server on a fresh PGlite folder (a temp folder, removed afterwards) with the sample content
// (SEED_SAMPLE_CONTENT=true). Each target is measured on its own with autocannon, one after another,
// with a browser's headers (Accept-Encoding br, a browser's User-Agent), after a 1 s warm-up: requests
// per second, p50 and p99 latency, and the rate as a share of /api/health's. Every page must reach at
// least MIN_RATIO of /api/health's rate; any other status than the expected one (404 for the missing
// page, else 200), socket error or timeout fails the run too.
// Then the cold render time: for each page, --cold-runs times, an admin's writes of every kind of
// content (one item of each saved with its own title) empty the page cache, and one GET of the page is
// timed until its whole body is read; it must answer `x-page-cache: miss`, except pages that show no
// content (About, the 404 page), which no write empties. The home page's median is
// set against COLD_HOME_TARGET_MS, printed but not failed on (it depends on the machine being idle).
//
// Options: --duration=10 (seconds per target) --connections=10 --cold-runs=15.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon, { type Result as CannonResult } from 'autocannon';
import { assertBuilt, startServer, type ServerProcess } from './server-process';

/** Every page must reach this share of /api/health's requests per second. */
const MIN_RATIO = 0.5;
/** The home page's median cold render time aimed at (ms); reported, not enforced. */
const COLD_HOME_TARGET_MS = 50;
/** Warm-up per target before its measurement (seconds). */
const WARMUP_SECONDS = 1;
/** How long the server may take to stop after SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 15_000;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'cold-runs': { type: 'string', default: '15' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const COLD_RUNS = Number(args['cold-runs']);
for (const [name, n] of [
  ['duration', DURATION],
  ['connections', CONNECTIONS],
  ['cold-runs', COLD_RUNS],
] as const) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number above 0`);
}

const ADMIN = { email: 'admin@pages.example.org', password: 'Pages-bench-pass-1' };
/** What a current desktop browser sends with a page request (the page cache answers br to it). */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'br, gzip, deflate',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

interface Target {
  name: string;
  path: string;
  /** The status every answer must have. */
  expect: number;
  /** The page reads no content, so no write empties it (the first request after a start renders it). */
  showsNoContent?: boolean;
}

interface RateResult {
  target: Target;
  total: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers with another status than expected, socket errors and timeouts. */
  failed: number;
  detail: string;
  /** The x-page-cache header of one request right after the warm-up ('-' when absent). */
  cache: string;
}

interface ColdResult {
  target: Target;
  times: number[];
  /** Runs whose answer was not `x-page-cache: miss`, as "run n: header". */
  notMiss: string[];
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The value at quantile q (0..1) of the sorted values, by nearest rank. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

function cannon(url: string, target: Target, duration: number): Promise<CannonResult> {
  return autocannon({ url: url + target.path, connections: CONNECTIONS, duration, timeout: 10, headers: BROWSER });
}

function summarise(target: Target, r: CannonResult, cache: string): RateResult {
  const codes = Object.entries(r.statusCodeStats ?? {}) as Array<[string, { count?: number }]>;
  const wrong = codes.filter(([code]) => code !== String(target.expect));
  const wrongCount = wrong.reduce((a, [, s]) => a + (s.count ?? 0), 0);
  const answered = codes.find(([code]) => code === String(target.expect))?.[1].count ?? 0;
  const detail = [
    r.timeouts ? `${r.timeouts} timeouts` : '',
    r.errors - r.timeouts ? `${r.errors - r.timeouts} socket errors` : '',
    ...wrong.map(([code, s]) => `${code} x${s.count ?? 0}`),
    answered ? '' : `no ${target.expect} answer`,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    target,
    total: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.errors + wrongCount + (answered ? 0 : 1),
    detail,
    cache,
  };
}

/** Warms the target up, checks one answer, then measures it alone. */
async function measureRate(url: string, target: Target): Promise<RateResult> {
  await cannon(url, target, WARMUP_SECONDS);
  const probe = await fetch(url + target.path, { headers: BROWSER });
  await probe.arrayBuffer();
  if (probe.status !== target.expect) throw new Error(`${target.path} answered ${probe.status}, not ${target.expect}`);
  const cache = probe.headers.get('x-page-cache') ?? '-';
  return summarise(target, await cannon(url, target, DURATION), cache);
}

/** Cold render times of a page: a write that empties the page cache, then one timed GET, `runs` times. */
async function measureCold(url: string, target: Target, save: () => Promise<void>, failures: string[]): Promise<ColdResult> {
  const times: number[] = [];
  const notMiss: string[] = [];
  for (let run = 1; run <= COLD_RUNS; run++) {
    await save();
    const started = performance.now();
    const res = await fetch(url + target.path, { headers: BROWSER });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== target.expect) failures.push(`cold ${target.name} run ${run}: answered ${res.status}, not ${target.expect}`);
    const cache = res.headers.get('x-page-cache');
    if (cache !== 'miss') notMiss.push(`run ${run}: ${cache ?? 'no x-page-cache header'}`);
  }
  return { target, times, notMiss };
}

async function stopServer(server: ServerProcess): Promise<void> {
  const timer = setTimeout(() => void server.stop('SIGKILL'), STOP_TIMEOUT_MS);
  try {
    await server.stop('SIGTERM');
  } finally {
    clearTimeout(timer);
  }
}

async function bench(url: string, failures: string[], notes: string[]): Promise<void> {
  // Real addresses from the sample content, and an admin's write that changes public pages.
  const { articles } = await getJson<{ articles: Array<{ id: number; slug: string; title: string }> }>(`${url}/api/articles?limit=1`);
  const article = articles[0];
  if (!article) throw new Error('no published article: the sample content is missing');
  const token = (
    await getJson<{ data: { tokens: { accessToken: string } } }>(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).data.tokens.accessToken;
  // One item of each kind of content, saved with its own title: a successful write of every kind, so
  // every kept page that shows content is dropped (apps/api/src/plugins/page-state.ts).
  const first = async <T extends { id: number; title: string }>(path: string, key: string) => {
    const list = (await getJson<Record<string, T[]>>(`${url}/api/${path}?limit=1`))[key];
    if (!list?.[0]) throw new Error(`no ${key} in the sample content`);
    return list[0];
  };
  const items = [
    { path: 'articles', item: article },
    { path: 'events', item: await first('events', 'events') },
    { path: 'projects', item: await first('projects', 'projects') },
    { path: 'publications', item: await first('publications', 'publications') },
    { path: 'gallery', item: await first('gallery', 'images') },
  ];
  const save = async () => {
    for (const { path, item } of items) {
      const res = await fetch(`${url}/api/${path}/${item.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: item.title }),
      });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`PUT /api/${path}/${item.id} answered ${res.status}: ${body.slice(0, 300)}`);
    }
  };

  const health: Target = { name: 'health (API)', path: '/api/health', expect: 200 };
  const pages: Target[] = [
    { name: 'home', path: '/', expect: 200 },
    { name: 'about', path: '/about', expect: 200, showsNoContent: true },
    { name: 'media', path: '/media', expect: 200 },
    { name: 'research search', path: '/research?q=health', expect: 200 },
    { name: 'publications search', path: '/publications?q=health', expect: 200 },
    { name: 'article', path: `/article/${article.slug}`, expect: 200 },
    { name: 'events', path: '/events', expect: 200 },
    { name: 'not found (404)', path: '/no-such-page-for-bench', expect: 404, showsNoContent: true },
  ];

  console.log(
    `\n## Requests per second: ${CONNECTIONS} connections, ${DURATION} s per target after a ${WARMUP_SECONDS} s warm-up, one target at a time`,
  );
  const rates: RateResult[] = [];
  for (const target of [health, ...pages]) {
    const r = await measureRate(url, target);
    rates.push(r);
    if (r.failed) failures.push(`${target.path}: ${r.failed} failed requests (${r.detail})`);
    if (target !== health && r.cache !== 'hit')
      notes.push(`${target.path} was not served from the page cache after its warm-up (x-page-cache: ${r.cache})`);
  }
  const base = rates[0]!.rps;
  console.log(`\n| Target | Path | Requests | req/s | p50 ms | p99 ms | of /api/health | x-page-cache | Failed |`);
  console.log(`|---|---|---:|---:|---:|---:|---:|---|---:|`);
  for (const r of rates) {
    const ratio = base > 0 ? r.rps / base : 0;
    console.log(
      `| ${r.target.name} | ${r.target.path} | ${r.total} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(ratio * 100)}% | ${r.cache} | ${r.failed}${r.detail ? ` (${r.detail})` : ''} |`,
    );
  }
  const slow = rates.slice(1).filter((r) => !(base > 0 && r.rps / base >= MIN_RATIO));
  if (slow.length) {
    console.log(`\nBelow ${fmt(MIN_RATIO * 100)}% of /api/health's rate: ${slow.map((r) => r.target.path).join(', ')}`);
    for (const r of slow)
      failures.push(
        `${r.target.path}: ${fmt(r.rps)} req/s is ${fmt((r.rps / base) * 100)}% of /api/health's ${fmt(base)} (at least ${fmt(MIN_RATIO * 100)}% needed)`,
      );
  } else {
    console.log(`\nEvery page reaches at least ${fmt(MIN_RATIO * 100)}% of /api/health's rate.`);
  }

  console.log(`\n## Cold render: ${COLD_RUNS} runs per page, each right after a write of every kind of content (one PUT each)`);
  const colds: ColdResult[] = [];
  for (const target of pages) colds.push(await measureCold(url, target, save, failures));
  console.log(`\n| Target | Path | Median ms | p90 ms | Min ms | Max ms | Not a miss |`);
  console.log(`|---|---|---:|---:|---:|---:|---:|`);
  for (const c of colds) {
    console.log(
      `| ${c.target.name} | ${c.target.path} | ${fmt(quantile(c.times, 0.5), 1)} | ${fmt(quantile(c.times, 0.9), 1)} | ${fmt(Math.min(...c.times), 1)} | ${fmt(Math.max(...c.times), 1)} | ${c.notMiss.length} |`,
    );
    if (c.notMiss.length === COLD_RUNS && c.target.showsNoContent)
      notes.push(`cold ${c.target.path}: kept through every write, as it shows no content (its times are of the kept page)`);
    else if (c.notMiss.length)
      notes.push(
        `cold ${c.target.path}: ${c.notMiss.length} of ${COLD_RUNS} answers were not a miss (${c.notMiss.slice(0, 3).join('; ')})`,
      );
  }
  const home = quantile(colds[0]!.times, 0.5);
  console.log(
    `\nHome page cold render, median ${fmt(home, 1)} ms against the ${COLD_HOME_TARGET_MS} ms target: ${home <= COLD_HOME_TARGET_MS ? 'PASS' : 'FAIL'} (informational: it depends on the machine being idle; not a failure of the run)`,
  );
}

assertBuilt();
const loadBefore = loads();
console.log('# Page benchmark (npm run bench:pages)');
console.log(
  `Command: npm run bench:pages -- --duration=${DURATION} --connections=${CONNECTIONS} --cold-runs=${COLD_RUNS}${process.argv.length > 2 ? ` (given: ${process.argv.slice(2).join(' ')})` : ' (defaults)'}`,
);
console.log(
  `Machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? 'cpu'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}/${process.arch}; one server process on PGlite with the sample content, server and load generator on one machine; ${new Date().toISOString()}`,
);
console.log(`Load average before: ${loadBefore}`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'mnch-pages-'));
let server: ServerProcess | undefined;
let cleaned: Promise<void> | undefined;
const cleanup = () =>
  (cleaned ??= (async () => {
    try {
      if (server) await stopServer(server);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and removing ${dataDir}`);
    void cleanup().finally(() => process.exit(130));
  });
}

const failures: string[] = [];
const notes: string[] = [];
try {
  server = await startServer(
    {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_SAMPLE_CONTENT: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The bench signs in from 127.0.0.1 like every other request of it.
      LOGIN_RATE_LIMIT: '1000000',
    },
    { timeoutMs: 120_000 },
  );
  await bench(server.url, failures, notes);
} catch (err) {
  failures.push(`the benchmark stopped: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  const output = server?.output() ?? '';
  await cleanup();
  if (failures.length && output.trim()) console.log(`\nServer output (last 2000 characters):\n${output.slice(-2000)}`);
}

console.log(`\nLoad average after: ${loads()} (before: ${loadBefore})`);
if (notes.length) console.log(`\nNotes:\n  ${notes.join('\n  ')}`);
if (failures.length) {
  console.error(`\nFailed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nEvery page answered as expected and reached at least ${fmt(MIN_RATIO * 100)}% of /api/health's rate.`);
