// Reliability of the built server as a real process: SIGKILL in the middle of bulk writes leaves each
// call's rows all there or all absent, every write answered 2xx survives a SIGKILL, and start-up
// either waits for a late database or stops with a clear message. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL (each in its own database). Needs `npm run build`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_BULK_MAX } from '@mnch/shared';
import type { Database } from '../src/db/client';
import { projects } from '../src/db/schema';
import { assertBuilt, createPostgresDatabase, freePort, type ServerProcess } from '../scripts/server-process';
import { driver } from './helpers';
import { createTarget as createTargetFor, kill, start, withDatabase, type Target } from './support/server-target';

const ADMIN = { email: 'admin@reliability.example.org', password: 'Reliable-pass-1' };
const BASE_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOGIN_RATE_LIMIT: '1000',
  PUBLIC_WRITE_RATE_LIMIT: '100000',
  EVENT_REGISTRATION_RATE_LIMIT: '100000',
  EVENT_SEAT_SHARE_PER_ADDRESS: '100',
};
const PG_BASE = process.env.TEST_DATABASE_URL;

const createTarget = () => createTargetFor(BASE_ENV, 'mnch_reliability');

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as { rows: T[] }).rows;
}

const json = (body: unknown, token?: string) => ({
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function login(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', ...json(ADMIN) });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
}

/** A refusal the server answered (as opposed to a call cut off by the kill): fails the test. */
class UnexpectedAnswer extends Error {}
async function expectStatus(res: Response, status: number): Promise<true> {
  if (res.status !== status) throw new UnexpectedAnswer(`${res.url} answered ${res.status}: ${await res.text()}`);
  return true;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Text that makes every row cost the trigram indexes some work, so a call takes long enough to interrupt. */
const filler = (seed: string, words = 60) => Array.from({ length: words }, (_, i) => `${seed} w${i} newborn maternal care`).join(' ');

/**
 * Runs `rounds` rounds of: start the server, fire the calls of `fire(round)`, SIGKILL after a
 * delay, then count in the database directly. The delay is searched between 0 and the time the calls
 * take unhurried (measured in round 0), so kills land while some calls have committed and others have
 * not. `check` asserts all-or-none per call and returns whether the round was mixed.
 */
async function killRounds(options: {
  target: Target;
  rounds: number;
  fire: (server: ServerProcess, token: string, round: number) => Array<Promise<boolean>>;
  check: (database: Database, round: number, answered: boolean[]) => Promise<{ committed: number; calls: number }>;
}) {
  let low = 0;
  let high = 0;
  const outcomes: Array<{ delay: number; committed: number; calls: number; answered: number }> = [];
  for (let round = 0; round <= options.rounds; round++) {
    const server = await start(options.target.env);
    const token = await login(server);
    const started = Date.now();
    // A call cut off by the kill counts as unanswered; a refusal the server answered fails the test.
    const calls = options.fire(server, token, round).map((c) => c.catch((err: unknown) => (err instanceof UnexpectedAnswer ? err : false)));
    let delay = 0;
    if (round === 0) {
      // Unhurried: every call answers; the time they take bounds the kill delays.
      await Promise.all(calls);
      high = Date.now() - started;
      await kill(server);
    } else {
      delay = Math.round(low + (high - low) * (0.25 + 0.5 * Math.random()));
      await sleep(Math.max(0, delay - (Date.now() - started)));
      await kill(server);
    }
    const results = await Promise.all(calls);
    const refused = results.find((r) => r instanceof UnexpectedAnswer);
    if (refused) throw refused;
    const answered = results.map((r) => r === true);
    const { committed, calls: n } = await withDatabase(options.target, (database) => options.check(database, round, answered));
    outcomes.push({ delay, committed, calls: n, answered: answered.filter(Boolean).length });
    if (round === 0) expect(committed).toBe(n);
    else if (committed === n) high = delay;
    else if (committed === 0) low = delay;
  }
  return outcomes;
}

describe.skipIf(driver === 'postgres' && !PG_BASE)(`SIGKILL during bulk writes (${driver})`, () => {
  let target: Target;
  beforeAll(async () => {
    assertBuilt();
    target = await createTarget();
  });
  afterAll(() => target?.cleanup());

  it('leaves each bulk gallery create with all of its images or none', { timeout: 240_000 }, async () => {
    const BATCHES = 8;
    const marker = (round: number, batch: number) => `rel-g${round}-${batch}`;
    const outcomes = await killRounds({
      target,
      rounds: 4,
      fire: (server, token, round) =>
        Array.from({ length: BATCHES }, async (_, batch) => {
          const m = marker(round, batch);
          const images = Array.from({ length: GALLERY_BULK_MAX }, (_, i) => ({
            title: `${m} image ${i}`,
            description: filler(`${m}-${i}`, 40),
            image_url: `/uploads/gallery/${m}-${i}.jpg`,
            size: 1000 + i,
            width: 800,
            height: 600,
          }));
          return expectStatus(await fetch(`${server.url}/api/gallery/bulk`, { method: 'POST', ...json({ images }, token) }), 201);
        }),
      check: async (database, round, answered) => {
        const counts = await rows<{ marker: string; n: number }>(
          database,
          sql`select split_part(title, ' ', 1) as marker, count(*)::int as n from gallery_images
              where title like ${`rel-g${round}-%`} group by 1`,
        );
        const byMarker = new Map(counts.map((c) => [c.marker, Number(c.n)]));
        let committed = 0;
        for (let batch = 0; batch < BATCHES; batch++) {
          const n = byMarker.get(marker(round, batch)) ?? 0;
          // All or none of each call; and a call answered 201 is all there.
          expect([0, GALLERY_BULK_MAX], `round ${round} batch ${batch}`).toContain(n);
          if (answered[batch]) expect(n, `round ${round} batch ${batch} was answered 201`).toBe(GALLERY_BULK_MAX);
          if (n) committed++;
        }
        return { committed, calls: BATCHES };
      },
    });
    // At least one kill landed while some calls had committed and others had not.
    expect(
      outcomes.some((o) => o.committed > 0 && o.committed < o.calls),
      JSON.stringify(outcomes),
    ).toBe(true);
    // The database opens and serves after all the kills.
    const server = await start(target.env);
    expect((await fetch(`${server.url}/api/gallery/statistics`)).status).toBe(200);
    await server.stop();
  });

  it('leaves each project bulk-update applied to all of its projects or none', { timeout: 240_000 }, async () => {
    const PROJECTS = 1000;
    const GROUPS = 4;
    const size = PROJECTS / GROUPS;
    const ids = await withDatabase(target, async (database) => {
      await database.migrate();
      const inserted = await database.db
        .insert(projects)
        .values(
          Array.from({ length: PROJECTS }, (_, i) => ({
            title: `Reliability project ${i}`,
            slug: `reliability-project-${Date.now().toString(36)}-${i}`,
            description: `<p>${filler(`project-${i}`)}</p>`,
            category: 'research',
            tags: ['reliability', `p${i}`],
          })),
        )
        .returning({ id: projects.id });
      return inserted.map((r) => r.id).sort((a, b) => a - b);
    });
    const group = (g: number) => ids.slice(g * size, (g + 1) * size);
    const marker = (round: number, g: number) => `rel-p${round}-${g}`;
    const outcomes = await killRounds({
      target,
      rounds: 4,
      // One call after the other: fired at once, the four commit within a few milliseconds of each
      // other, and a kill almost never lands between them. In a row, their commits spread over the
      // whole round, so a kill in its middle leaves some applied and others not.
      fire: (server, token, round) => {
        let previous: Promise<unknown> = Promise.resolve();
        return Array.from({ length: GROUPS }, (_, g) => {
          const call = previous.then(async () => {
            const body = {
              projectIds: group(g),
              updates: { fundingSource: marker(round, g), geographicalScope: `scope ${marker(round, g)}` },
            };
            return expectStatus(await fetch(`${server.url}/api/projects/bulk-update`, { method: 'PATCH', ...json(body, token) }), 200);
          });
          previous = call;
          return call;
        });
      },
      check: async (database, round, answered) => {
        let committed = 0;
        for (let g = 0; g < GROUPS; g++) {
          const found = await database.db
            .select({ fundingSource: projects.fundingSource, geographicalScope: projects.geographicalScope })
            .from(projects)
            .where(inArray(projects.id, group(g)));
          const n = found.filter((p) => p.fundingSource === marker(round, g)).length;
          expect([0, size], `round ${round} group ${g}`).toContain(n);
          // Both columns of one call change together.
          expect(found.filter((p) => p.geographicalScope === `scope ${marker(round, g)}`).length).toBe(n);
          if (answered[g]) expect(n, `round ${round} group ${g} was answered 200`).toBe(size);
          if (n) committed++;
        }
        return { committed, calls: GROUPS };
      },
    });
    expect(
      outcomes.some((o) => o.committed > 0 && o.committed < o.calls),
      JSON.stringify(outcomes),
    ).toBe(true);
  });

  it('keeps every write answered 2xx when killed with SIGKILL while writes are in flight', { timeout: 120_000 }, async () => {
    const server = await start(target.env);
    const token = await login(server);
    const created = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      ...json(
        {
          title: 'Reliability workshop',
          description: '<p>Registrations under SIGKILL.</p>',
          type: 'workshop',
          startDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          isVirtual: false,
          venueName: 'Kampala',
          organizer: 'MNCH Centre',
          capacity: 100_000,
        },
        token,
      ),
    });
    expect(created.status).toBe(201);
    const eventId = ((await created.json()) as { event: { id: number } }).event.id;

    const TARGET = 300;
    const accepted = { inquiries: new Set<string>(), registrations: new Set<string>() };
    let sent = 0;
    let killing: Promise<void> | undefined;
    const worker = async (w: number) => {
      for (let i = 0; !killing; i++) {
        const email = `rel-d-${w}-${i}@reliability.example.org`;
        const inquiry = i % 2 === 0;
        sent++;
        try {
          const res = inquiry
            ? await fetch(`${server.url}/api/inquiries`, {
                method: 'POST',
                ...json({ kind: 'contact', name: `Writer ${w}`, email, subject: 'Durability', message: `Message ${w}-${i}` }),
              })
            : await fetch(`${server.url}/api/events/${eventId}/registrations`, { method: 'POST', ...json({ name: `Writer ${w}`, email }) });
          await expectStatus(res, 201);
          (inquiry ? accepted.inquiries : accepted.registrations).add(email);
        } catch (err) {
          if (killing && !(err instanceof UnexpectedAnswer)) return;
          throw err;
        }
        // The kill comes while the other workers' writes are on their way.
        if (accepted.inquiries.size + accepted.registrations.size >= TARGET && !killing) killing = kill(server);
      }
    };
    await Promise.all(Array.from({ length: 12 }, (_, w) => worker(w)));
    await killing;
    const total = accepted.inquiries.size + accepted.registrations.size;
    expect(total).toBeGreaterThanOrEqual(TARGET);

    const stored = await withDatabase(target, async (database) => ({
      inquiries: new Set(
        (await rows<{ email: string }>(database, sql`select email from inquiries where email like 'rel-d-%'`)).map((r) => r.email),
      ),
      registrations: new Set(
        (
          await rows<{ email: string }>(
            database,
            sql`select email from event_registrations where event_id = ${eventId} and email like 'rel-d-%'`,
          )
        ).map((r) => r.email),
      ),
      registered: Number(
        (await rows<{ registered: number }>(database, sql`select registered from events where id = ${eventId}`))[0]!.registered,
      ),
    }));
    const missing = [
      ...[...accepted.inquiries].filter((e) => !stored.inquiries.has(e)),
      ...[...accepted.registrations].filter((e) => !stored.registrations.has(e)),
    ];
    expect(missing).toEqual([]);
    // Writes whose answer the kill swallowed may be there too, never more than were sent.
    expect(stored.inquiries.size + stored.registrations.size).toBeLessThanOrEqual(sent);
    // The seat count moved with the registrations, in the same transaction.
    expect(stored.registered).toBe(stored.registrations.size);
  });
});

describe.runIf(driver === 'postgres' && PG_BASE)('PostgreSQL connections terminated while writes are in flight', () => {
  let target: Target;
  beforeAll(async () => {
    assertBuilt();
    target = await createTarget();
  });
  afterAll(() => target?.cleanup());

  // A failover, a restart or an idle-session kill ends the server's connections under it: the calls in
  // flight may answer 503, the process keeps serving, and every write answered 201 is stored.
  it('answers 201 or 503 while backends are terminated, keeps running and loses nothing it acknowledged', { timeout: 60_000 }, async () => {
    // The mail worker runs too (against an SMTP port nothing listens on), so its loop meets the kills as well.
    const server = await start({
      ...target.env,
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_FROM: 'site@reliability.example.org',
    });
    const killer = new pg.Client({ connectionString: target.env.DATABASE_URL });
    killer.on('error', () => undefined);
    await killer.connect();
    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const email = `rel-t-${w}-${i}@reliability.example.org`;
        const res = await fetch(`${server.url}/api/inquiries`, {
          method: 'POST',
          ...json({ kind: 'contact', name: `Writer ${w}`, email, subject: 'Failover', message: `Message ${w}-${i}` }),
        });
        const body = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.push(email);
        else expect(res.status, body).toBe(503);
      }
    };
    // A call the server did not answer (the process died) ends the run and fails the test.
    const failures: string[] = [];
    const workers = Array.from({ length: 8 }, (_, w) =>
      worker(w).catch((err: unknown) => {
        failures.push(String(err));
        stop = true;
      }),
    );
    let terminated = 0;
    try {
      for (let round = 0; round < 6; round++) {
        await sleep(150);
        const result = await killer.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        terminated += result.rowCount ?? 0;
      }
      await sleep(300);
    } finally {
      stop = true;
      await Promise.all(workers);
    }
    expect(terminated).toBeGreaterThan(0);
    expect(failures, server.output().slice(-3000)).toEqual([]);
    expect(server.process.exitCode, server.output()).toBeNull();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status, server.output()).toBe(200);
    expect(await health.json()).toMatchObject({ database: 'ok' });
    // Writes still succeed once the kills stop (the pool replaced its connections).
    const after = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      ...json({
        kind: 'contact',
        name: 'After',
        email: 'rel-t-after@reliability.example.org',
        subject: 'After',
        message: 'After the kills',
      }),
    });
    expect(after.status).toBe(201);
    acknowledged.push('rel-t-after@reliability.example.org');
    const stored = new Set(
      ((await killer.query(`select email from inquiries where email like 'rel-t-%'`)).rows as Array<{ email: string }>).map((r) => r.email),
    );
    await killer.end();
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    expect(statuses.get(201) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
    await server.stop();
  });
});

/** A TCP proxy on `port` to the PostgreSQL server of `target`: the "database" that comes up late. */
async function startProxy(port: number, target: URL): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    sockets.add(socket).add(upstream);
    socket.pipe(upstream).pipe(socket);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

/** Starts the server expecting it to stop by itself; returns its exit code and output. */
async function startExpectingExit(env: Record<string, string>, timeoutMs = 30_000) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mnch-reliability-'));
  try {
    const server = await start({ ...BASE_ENV, DATA_DIR: dataDir, ...env }, { waitForHealth: false });
    const timer = setTimeout(() => server.process.kill('SIGKILL'), timeoutMs);
    const code = await server.exited;
    clearTimeout(timer);
    return { code, output: server.output() };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The message names DATABASE_URL and the reason, in a line or two, without a stack trace. */
function expectClearRefusal(result: { code: number | null; output: string }, reason: RegExp) {
  expect(result.code, result.output).not.toBe(0);
  expect(result.code, result.output).not.toBeNull();
  expect(result.output).toMatch(/DATABASE_URL/);
  expect(result.output).toMatch(reason);
  expect(result.output).not.toMatch(/^\s+at /m);
  expect(result.output).not.toMatch(/Failed query/);
}

// Start-up does not depend on the driver under test: the checks without a PostgreSQL server run in
// the PGlite project, those that need one in the PostgreSQL project.
describe.runIf(driver === 'pglite')('start-up with a bad DATABASE_URL', () => {
  beforeAll(() => assertBuilt());

  it('refuses a malformed DATABASE_URL', async () => {
    const result = await startExpectingExit({ DATABASE_URL: 'postgres//nobody@' });
    expectClearRefusal(result, /must be a URL starting with postgres:\/\//);
  });

  it('refuses an unknown host after retrying for DATABASE_CONNECT_TIMEOUT, with a line per attempt', async () => {
    const result = await startExpectingExit({
      DATABASE_URL: 'postgres://mnch:secret-pass@no-such-host.invalid:5432/mnch',
      DATABASE_CONNECT_TIMEOUT: '2',
    });
    expectClearRefusal(result, /cannot reach the database at postgres:\/\/mnch:\*\*\*@no-such-host\.invalid:5432\/mnch: getaddrinfo/);
    expect(result.output).toMatch(/Database not reachable yet \(attempt 1: getaddrinfo/);
    expect(result.output).toMatch(/gave up after \d+ attempts/);
    expect(result.output).not.toContain('secret-pass');
  });
});

// The sample content is made in a short-lived process of its own, not in the server's (src/first-start.ts).
describe.runIf(driver === 'pglite')('the first start on an empty folder', () => {
  beforeAll(() => assertBuilt());
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const emptyFolder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mnch-first-start-'));
    dirs.push(dir);
    return dir;
  };

  it('makes the sample content in a process of its own, whose log lines are in the output, then serves it', async () => {
    const env = { ...BASE_ENV, DATA_DIR: emptyFolder(), SEED_SAMPLE_CONTENT: 'true', LOG_LEVEL: 'info' };
    const server = await start(env, { timeoutMs: 180_000 });
    try {
      const res = await fetch(`${server.url}/api/articles?limit=1`);
      expect(((await res.json()) as { pagination: { total: number } }).pagination.total).toBeGreaterThan(0);
      const seededBy = server
        .output()
        .split('\n')
        .filter((line) => line.includes('sample content added'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid);
      expect(seededBy).toHaveLength(1);
      expect(seededBy[0]).not.toBe(server.process.pid);
    } finally {
      await server.stop();
    }
  }, 240_000);

  it('fails the start with one line, without a stack, when making the sample content fails', async () => {
    const dataDir = emptyFolder();
    // Where the sample pictures go is a file: storing the first one fails.
    mkdirSync(path.join(dataDir, 'uploads'));
    writeFileSync(path.join(dataDir, 'uploads', 'pictures'), '');
    const server = await start({ ...BASE_ENV, DATA_DIR: dataDir, SEED_SAMPLE_CONTENT: 'true' }, { waitForHealth: false });
    const timer = setTimeout(() => server.process.kill('SIGKILL'), 180_000);
    const code = await server.exited;
    clearTimeout(timer);
    const output = server.output();
    expect(code, output).toBe(1);
    expect(output.match(/^Start-up failed: /gm), output).toHaveLength(1);
    expect(output).toMatch(/^Start-up failed: ENOTDIR: not a directory, mkdir '.*pictures\/sample'$/m);
    expect(output).not.toMatch(/^\s+at /m);
  }, 240_000);
});

describe.runIf(driver === 'postgres' && PG_BASE)('start-up against PostgreSQL', () => {
  beforeAll(() => assertBuilt());
  const withPath = (pathname: string, user?: string) => {
    const url = new URL(PG_BASE!);
    url.pathname = pathname;
    if (user) url.username = user;
    return url.toString();
  };

  it('refuses a database that does not exist, at once', async () => {
    const started = Date.now();
    const result = await startExpectingExit({ DATABASE_URL: withPath('/mnch_no_such_database'), DATABASE_CONNECT_TIMEOUT: '20' });
    expectClearRefusal(result, /cannot use the database at .*: database "mnch_no_such_database" does not exist/);
    // Not retried: waiting would not create it.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('refuses credentials the server rejects, at once', async () => {
    const result = await startExpectingExit({ DATABASE_URL: withPath('/postgres', 'mnch_no_such_role'), DATABASE_CONNECT_TIMEOUT: '20' });
    expectClearRefusal(result, /cannot use the database at .*: (role "mnch_no_such_role" does not exist|password authentication failed)/);
  });

  it('waits for a database that comes up after the server, then serves', async () => {
    const database = await createPostgresDatabase(PG_BASE!, 'mnch_reliability_late');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mnch-reliability-'));
    const port = await freePort();
    const late = new URL(database.url);
    late.hostname = '127.0.0.1';
    late.port = String(port);
    let proxy: { close(): Promise<void> } | undefined;
    let server: ServerProcess | undefined;
    try {
      server = await start(
        { ...BASE_ENV, DATA_DIR: dataDir, DATABASE_URL: late.toString(), DATABASE_CONNECT_TIMEOUT: '60' },
        { waitForHealth: false },
      );
      // Nothing listens on the port yet: the server must keep trying (its first attempt's line can
      // take a few seconds to come on a loaded machine, while the process loads).
      const tried = Date.now() + 30_000;
      while (!/Database not reachable yet/.test(server.output()) && Date.now() < tried) await sleep(100);
      await sleep(1_000);
      expect(server.process.exitCode).toBeNull();
      expect(server.output()).toMatch(/Database not reachable yet \(attempt 1: connect ECONNREFUSED/);
      proxy = await startProxy(port, new URL(PG_BASE!));
      const deadline = Date.now() + 30_000;
      let health: Response | undefined;
      while (Date.now() < deadline) {
        health = await fetch(`${server.url}/api/health`).catch(() => undefined);
        if (health?.ok) break;
        await sleep(200);
      }
      expect(health?.status, server.output()).toBe(200);
      expect(await health!.json()).toMatchObject({ status: 'ok', database: 'ok' });
      expect(await server.stop('SIGTERM')).toBe(0);
    } finally {
      if (server) await server.stop('SIGKILL');
      await proxy?.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
