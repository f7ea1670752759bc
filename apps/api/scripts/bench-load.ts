// npm run bench:load: a realistic mix of visitors against the built server, with autocannon, on
// PostgreSQL and then on PGlite. The database is fresh and holds the sample content
// (SEED_SAMPLE_CONTENT=true). Each kind of request is its own autocannon instance, all running at
// once, so latencies and rates are reported per kind: home page HTML, hashed assets, article list (API)
// and article pages (HTML), publication searches, events, and a few logins and writes (event
// registrations and contact inquiries, each with a unique email). Afterwards the server is killed
// with SIGKILL and the database is read directly: every write answered 201 must be there.
// Fails on any error (non-2xx, timeout, socket error) or lost write.
//
// Options: --duration=60 (seconds) --connections=200 (PostgreSQL) --pglite-connections=N
// --drivers=postgres,pglite. Environment: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else the local
// server's `postgres` database) names the server on which a fresh database is made.
// The server's rate limits are raised for the run (LOGIN_RATE_LIMIT, PUBLIC_WRITE_RATE_LIMIT,
// EVENT_REGISTRATION_RATE_LIMIT, EVENT_SEAT_SHARE_PER_ADDRESS): every request comes from one address.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request as CannonRequest, type Result as CannonResult } from 'autocannon';
import { openDatabase } from '../src/db/client';
import { checkWrites, newRunMarker, writeEmail, type WriteCheck, type WriteKind } from './load-writes';
import { assertBuilt, createPostgresDatabase, startServer } from './server-process';

/** The PGlite concurrency documented as the embedded default's limit (docs/performance.md, "Load"). */
const PGLITE_CONNECTIONS = 40;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    'pglite-connections': { type: 'string', default: String(PGLITE_CONNECTIONS) },
    drivers: { type: 'string', default: 'postgres,pglite' },
  },
});
const DURATION = Number(args.duration);
const DRIVERS = args.drivers.split(',').map((d) => d.trim()) as Array<'postgres' | 'pglite'>;
const CONNECTIONS = { postgres: Number(args.connections), pglite: Number(args['pglite-connections']) };
const BASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
for (const [name, n] of [
  ['duration', DURATION],
  ['connections', CONNECTIONS.postgres],
  ['pglite-connections', CONNECTIONS.pglite],
] as const) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number above 0`);
}

const ADMIN = { email: 'admin@load.example.org', password: 'Load-bench-pass-1' };
const SERVER_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_SAMPLE_CONTENT: 'true',
  // Every request of the bench comes from 127.0.0.1: the per-address limits would refuse most of it.
  LOGIN_RATE_LIMIT: '1000000',
  PUBLIC_WRITE_RATE_LIMIT: '1000000',
  EVENT_REGISTRATION_RATE_LIMIT: '1000000',
  EVENT_SEAT_SHARE_PER_ADDRESS: '100',
};
/** Writes and logins are paced per connection (requests per second), as a few visitors would send them. */
const WRITE_RATE = 5;
const LOGIN_RATE = 1;
const BROWSER = { 'accept-encoding': 'br, gzip', 'user-agent': 'mnch-bench-load' };

interface Kind {
  name: string;
  /** Share of the connections left after the paced kinds. */
  weight?: number;
  /** Paced kinds: connections per 100 of the total (at least 1) and requests per second per connection. */
  paced?: { per100: number; rate: number };
  requests: CannonRequest[];
}

interface KindResult {
  name: string;
  connections: number;
  total: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  detail: string;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const json = (body: unknown) => JSON.stringify(body);

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Finds the pages, assets and ids the mix requests, and makes the event the registrations go to. */
async function buildMix(url: string, marker: string, accepted: Record<WriteKind, Set<string>>, refusals: string[]): Promise<Kind[]> {
  const html = await (await fetch(`${url}/`)).text();
  // The stylesheet's link, and the modules the page's inline script imports after its first paint (decision 13).
  const assets = [...new Set([...html.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)].map((m) => m[1]!))];
  if (assets.length < 2) throw new Error('the home page names no hashed assets: is the web app built?');

  const { articles } = await getJson<{ articles: Array<{ slug: string }> }>(`${url}/api/articles?limit=50`);
  if (!articles.length) throw new Error('no published articles: the sample content is missing');
  const { events } = await getJson<{ events: Array<{ id: number }> }>(`${url}/api/events?limit=20`);

  const token = (
    await getJson<{ data: { tokens: { accessToken: string } } }>(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json(ADMIN),
    })
  ).data.tokens.accessToken;
  const { event } = await getJson<{ event: { id: number } }>(`${url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: json({
      title: `Load test open day ${marker}`,
      description: '<p>Registrations made by the load test.</p>',
      type: 'workshop',
      startDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      isVirtual: true,
      virtualLink: 'https://meet.example.org/load',
      organizer: 'MNCH Centre',
      capacity: 1_000_000,
    }),
  });

  let serial = 0;
  /** A write with a unique email per request; the email is remembered when the server answers 201. */
  const write = (kind: WriteKind, pathname: string, body: (email: string, n: number) => unknown): CannonRequest => ({
    method: 'POST',
    path: pathname,
    headers: { 'content-type': 'application/json', ...BROWSER },
    setupRequest: (request, context) => {
      const n = ++serial;
      const email = writeEmail(marker, kind, n);
      (context as { email?: string }).email = email;
      return { ...request, body: json(body(email, n)) };
    },
    onResponse: (status, responseBody, context) => {
      const email = (context as { email?: string }).email!;
      if (status === 201) accepted[kind].add(email);
      else if (refusals.length < 20) refusals.push(`${kind} ${status}: ${responseBody.slice(0, 200)}`);
    },
  });
  const get = (pathname: string): CannonRequest => ({ method: 'GET', path: pathname, headers: BROWSER });
  const terms = ['maternal', 'newborn', 'nutrition', 'malaria', 'immunisation', 'Kampala'];

  return [
    { name: 'home page (HTML)', weight: 16, requests: [get('/')] },
    { name: 'hashed assets', weight: 22, requests: assets.map(get) },
    { name: 'article list (API)', weight: 12, requests: [1, 2, 3].map((p) => get(`/api/articles?page=${p}&limit=10`)) },
    { name: 'article page (HTML)', weight: 16, requests: articles.slice(0, 10).map((a) => get(`/article/${a.slug}`)) },
    { name: 'publications search (API)', weight: 12, requests: terms.map((t) => get(`/api/publications?search=${t}&limit=9`)) },
    {
      name: 'events (API)',
      weight: 12,
      requests: [
        get('/api/events?limit=10'),
        get('/api/events?status=upcoming&limit=10'),
        ...events.slice(0, 4).map((e) => get(`/api/events/${e.id}`)),
      ],
    },
    {
      name: 'login',
      paced: { per100: 1, rate: LOGIN_RATE },
      requests: [
        { method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json', ...BROWSER }, body: json(ADMIN) },
      ],
    },
    {
      name: 'event registration (write)',
      paced: { per100: 4, rate: WRITE_RATE },
      requests: [write('registrations', `/api/events/${event.id}/registrations`, (email, n) => ({ name: `Load visitor ${n}`, email }))],
    },
    {
      name: 'contact inquiry (write)',
      paced: { per100: 4, rate: WRITE_RATE },
      requests: [
        write('inquiries', '/api/inquiries', (email, n) => ({
          kind: 'contact',
          firstName: 'Load',
          lastName: `Visitor ${n}`,
          email,
          subject: `Load test ${marker}`,
          message: `Message ${n} of the load test ${marker}.`,
        })),
      ],
    },
  ];
}

/** Splits the connections: the paced kinds first (at least one each), the rest by weight. */
function allocate(kinds: Kind[], total: number): number[] {
  const paced = kinds.map((k) => (k.paced ? Math.max(1, Math.round((total * k.paced.per100) / 100)) : 0));
  const left = total - paced.reduce((a, b) => a + b, 0);
  const weights = kinds.map((k) => k.weight ?? 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (left < weights.filter(Boolean).length)
    throw new Error(`at least ${total - left + weights.filter(Boolean).length} connections are needed`);
  const shares = weights.map((w) => (w ? Math.max(1, Math.floor((left * w) / sum)) : 0));
  // Whatever rounding left over goes to the heaviest kinds.
  let rest = left - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0]);
  for (let j = 0; rest > 0; j = (j + 1) % order.length) {
    if (order[j]![0]) {
      shares[order[j]![1]]!++;
      rest--;
    }
  }
  return kinds.map((_, i) => paced[i]! + shares[i]!);
}

function summarise(name: string, connections: number, r: CannonResult): KindResult {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => /^\d+$/.test(code) && !code.startsWith('2'))
    .map(([code, s]) => `${code} x${(s as { count: number }).count}`);
  const detail = [
    r.timeouts ? `${r.timeouts} timeouts` : '',
    r.errors - r.timeouts ? `${r.errors - r.timeouts} socket errors` : '',
    ...codes,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    name,
    connections,
    total: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.non2xx,
    detail,
  };
}

async function benchDriver(driver: 'postgres' | 'pglite'): Promise<string[]> {
  const connections = CONNECTIONS[driver];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mnch-load-'));
  const pgDatabase = driver === 'postgres' ? await createPostgresDatabase(BASE_URL, 'mnch_load') : undefined;
  const env = { ...SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: pgDatabase?.url ?? '' };
  const failures: string[] = [];
  try {
    const server = await startServer(env, { timeoutMs: 120_000 });
    const marker = newRunMarker();
    const accepted: Record<WriteKind, Set<string>> = { registrations: new Set(), inquiries: new Set() };
    const refusals: string[] = [];
    let results: KindResult[];
    try {
      const kinds = await buildMix(server.url, marker, accepted, refusals);
      // Every path answers before the clock starts (a wrong path would only show up as errors).
      for (const kind of kinds.filter((k) => !k.paced)) {
        for (const request of kind.requests) {
          const res = await fetch(server.url + request.path, { headers: BROWSER });
          if (!res.ok) throw new Error(`${request.path} answered ${res.status}`);
          await res.arrayBuffer();
        }
      }
      const split = allocate(kinds, connections);
      console.log(
        `\n## ${driver}: ${connections} connections for ${DURATION} s, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
      console.log(kinds.map((k, i) => `${k.name} ${split[i]}`).join(', '));
      const runs = await Promise.all(
        kinds.map((kind, i) =>
          autocannon({
            url: server.url,
            connections: split[i]!,
            duration: DURATION,
            timeout: 10,
            requests: kind.requests,
            ...(kind.paced ? { connectionRate: kind.paced.rate } : {}),
          }),
        ),
      );
      results = runs.map((r, i) => summarise(kinds[i]!.name, split[i]!, r));
    } finally {
      // Not a graceful stop: what the server answered must already be in the database.
      await server.stop('SIGKILL');
    }
    const output = server.output();

    const database = await openDatabase(pgDatabase ? { url: pgDatabase.url } : { dataDir });
    let checks: WriteCheck[];
    try {
      checks = await checkWrites(database.db, marker, accepted);
    } finally {
      await database.close();
    }

    const total = results.reduce((a, r) => a + r.total, 0);
    const totalRps = results.reduce((a, r) => a + r.rps, 0);
    console.log(`\n| Kind | Connections | Requests | req/s | p50 ms | p99 ms | max ms | Errors |`);
    console.log(`|---|---:|---:|---:|---:|---:|---:|---:|`);
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.connections} | ${r.total} | ${fmt(r.rps, r.rps < 10 ? 1 : 0)} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors}${r.detail ? ` (${r.detail})` : ''} |`,
      );
      if (r.errors) failures.push(`${driver} ${r.name}: ${r.errors} errors (${r.detail})`);
    }
    console.log(`| all | ${connections} | ${total} | ${fmt(totalRps)} | | | | ${results.reduce((a, r) => a + r.errors, 0)} |`);
    for (const c of checks) {
      console.log(
        `${driver} ${c.kind}: ${c.accepted} accepted, ${c.stored} in the database, ${c.missing.length} lost, ${c.unanswered} stored without a 201 read (in flight at the end)`,
      );
      if (c.missing.length)
        failures.push(`${driver} ${c.kind}: ${c.missing.length} accepted writes missing, e.g. ${c.missing.slice(0, 3).join(', ')}`);
      if (!c.accepted) failures.push(`${driver} ${c.kind}: no write was accepted`);
    }
    if (refusals.length) console.log(`Refused writes (first ${refusals.length}):\n  ${refusals.join('\n  ')}`);
    if (failures.length && output.trim()) console.log(`Server output (last 2000 characters):\n${output.slice(-2000)}`);
    return failures;
  } finally {
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

assertBuilt();
console.log('# Load benchmark (npm run bench:load)');
console.log(
  `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; server, database and load generator on one machine; ${new Date().toISOString()}`,
);
const failures: string[] = [];
for (const driver of DRIVERS) failures.push(...(await benchDriver(driver)));
if (failures.length) {
  console.error(`\nFailed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nNo errors and no lost writes.');
