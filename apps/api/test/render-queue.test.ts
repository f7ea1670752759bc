/**
 * The render queue (apps/api/src/plugins/render-queue.ts): pages the page cache does not hold are rendered
 * a few at a time, identical requests share one render, a full queue answers 503 with Retry-After at once,
 * and a request whose client has gone is dropped before it renders. Also /api/health, which answers from
 * memory outside the queue (apps/api/src/modules/health/plugin.ts). No timing is asserted.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderQueue, RENDER_RETRY_AFTER_SECONDS } from '../src/plugins/render-queue';
import { createTestApp, type TestApp } from './helpers';

/** A promise and the function that fulfils it. */
function gate<T = undefined>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/** Waits (event-loop turns, no clock) until `done()` holds. */
async function until(done: () => boolean, what: string) {
  for (let i = 0; i < 100_000; i++) {
    if (done()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('the render queue', () => {
  const job = (share: string | null, render: () => Promise<string>, gone = () => false, lane: 'public' | 'priority' = 'public') => ({
    share,
    lane,
    gone,
    render,
  });

  it('renders identical requests once and gives each the answer', async () => {
    const queue = createRenderQueue<string>({ concurrency: 1, maxWaiting: 0 });
    const held = gate<string>();
    let renders = 0;
    const render = () => {
      renders++;
      return held.promise;
    };
    const results = [queue.run(job('/a', render)), queue.run(job('/a', render)), queue.run(job('/a', render))].map((result) => {
      if (!result) throw new Error('refused');
      return result;
    });
    held.open('page');
    expect(await Promise.all(results)).toEqual([
      { value: 'page', shared: false },
      { value: 'page', shared: true },
      { value: 'page', shared: true },
    ]);
    expect(renders).toBe(1);
    // Once answered, the same request renders again (the page cache holds its answer meanwhile).
    await queue.run(job('/a', async () => 'again'));
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0, rendered: 2, refused: 0 });
  });

  it('refuses at once when its lane is full, and runs the waiting in order, signed-in first', async () => {
    const queue = createRenderQueue<string>({ concurrency: 1, maxWaiting: 1 });
    const first = gate<string>();
    const order: string[] = [];
    const track = (name: string) => async () => {
      order.push(name);
      return name;
    };
    const running = queue.run(job('/running', () => first.promise));
    const waiting = queue.run(job('/waiting', track('public')));
    expect(queue.run(job('/refused', track('refused')))).toBeNull();
    // The signed-in lane has room of its own, and goes first.
    const staff = queue.run(job(null, track('staff'), () => false, 'priority'));
    expect(queue.stats()).toMatchObject({ running: 1, waiting: 2, refused: 1 });
    first.open('running');
    await Promise.all([running, waiting, staff]);
    expect(order).toEqual(['staff', 'public']);
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0, rendered: 3, refused: 1 });
  });

  it('drops a waiting request whose clients have all gone, without rendering it', async () => {
    const queue = createRenderQueue<string>({ concurrency: 1, maxWaiting: 4 });
    const first = gate<string>();
    let gone = false;
    let renders = 0;
    const running = queue.run(job('/running', () => first.promise));
    const abandoned = queue.run(
      job(
        '/abandoned',
        async () => {
          renders++;
          return 'x';
        },
        () => gone,
      ),
    );
    gone = true;
    first.open('done');
    await running;
    expect(await abandoned).toEqual({ dropped: true });
    expect(renders).toBe(0);
    expect(queue.stats()).toMatchObject({ rendered: 1, dropped: 1 });
  });

  it('passes a failed render to every request that shared it', async () => {
    const queue = createRenderQueue<string>({ concurrency: 2, maxWaiting: 0 });
    const failing = () => Promise.reject(new Error('render failed'));
    const results = [queue.run(job('/f', failing)), queue.run(job('/f', failing))];
    for (const result of results) await expect(result).rejects.toThrow('render failed');
    expect(queue.stats()).toMatchObject({ running: 0, rendered: 1 });
  });
});

describe('pages through the render queue', () => {
  let t: TestApp;
  /**
   * While closed, a page render waits in its reads of the settings and of any list. A read the read memo
   * answers (plugins/read-memo.ts: the layout's settings after the first page) does not reach the
   * service, so each test's pages are ones no earlier test rendered, each reading a list of its own.
   */
  let held: ReturnType<typeof gate> | null = null;
  beforeAll(async () => {
    t = await createTestApp({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1' }, { web: true });
    const hold =
      <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        if (held) await held.promise;
        return read(...args);
      };
    const settings = t.app.services.settings;
    settings.get = hold(settings.get.bind(settings));
    for (const service of [
      t.app.services.events,
      t.app.services.projects,
      t.app.services.publications,
      t.app.services.jobs,
      t.app.services.team,
    ]) {
      service.list = hold(service.list.bind(service) as (...args: unknown[]) => Promise<unknown>) as typeof service.list;
    }
  }, 60_000);
  afterAll(() => t?.close());

  const stats = () => t.app.renderQueue.stats();
  const get = (url: string) => t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

  it('renders identical concurrent misses once, and answers each with the page', async () => {
    const before = stats();
    held = gate();
    const path = '/about?utm_source=one';
    const answers = [get(path), get('/about?utm_source=two'), get(path)];
    // All three reached the queue: one render, holding the only slot, and two requests joining it.
    await until(() => stats().rendered === before.rendered + 1 && stats().joined === before.joined + 2, 'the requests to join');
    held.open(undefined);
    held = null;
    const [first, second, third] = await Promise.all(answers);
    for (const res of [first, second, third]) {
      expect(res?.statusCode).toBe(200);
      expect(res?.headers['x-page-cache']).toBe('miss');
      expect(res?.headers['content-encoding']).toBe('br');
      expect(res?.headers.etag).toBe(first?.headers.etag);
    }
    expect(stats()).toMatchObject({ rendered: before.rendered + 1, refused: before.refused });
    // The next request is answered from the cache.
    expect((await get(path)).headers['x-page-cache']).toBe('hit');
  });

  it('answers 503 with Retry-After at once when the queue is full, and renders nothing for it', async () => {
    const before = stats();
    held = gate();
    const running = get('/events');
    await until(() => stats().running === 1, 'the first render to start');
    const waiting = get('/research');
    await until(() => stats().waiting === 1, 'the second to wait');
    // Answered while the queue is held: it did not wait for a turn.
    const refused = await get('/publications');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RENDER_RETRY_AFTER_SECONDS));
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['x-page-cache']).toBeUndefined();
    expect(refused.body).toContain('try again');
    held.open(undefined);
    held = null;
    expect((await running).statusCode).toBe(200);
    expect((await waiting).statusCode).toBe(200);
    expect(stats()).toMatchObject({ rendered: before.rendered + 2, refused: before.refused + 1, running: 0, waiting: 0 });
    // It was never kept: asked again, it renders now.
    expect((await get('/publications')).headers['x-page-cache']).toBe('miss');
  });

  it('drops a request whose client has gone before its turn, without rendering it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = stats();
    held = gate();
    const running = get('/jobs');
    await until(() => stats().running === 1, 'the first render to start');
    const request = http.get({ host: '127.0.0.1', port, path: '/team' });
    request.on('error', () => undefined);
    await until(() => stats().waiting === 1, 'the second to wait');
    request.destroy();
    await until(() => request.socket?.destroyed !== false, 'the client to go');
    // Its server side sees the connection close before the queue moves on.
    await until(() => stats().abandoned === 1, 'the server to see the client go');
    held.open(undefined);
    held = null;
    expect((await running).statusCode).toBe(200);
    await until(() => stats().waiting === 0 && stats().running === 0, 'the queue to empty');
    expect(stats()).toMatchObject({ rendered: before.rendered + 1, dropped: before.dropped + 1 });
  });
});

describe('GET /api/health', () => {
  let t: TestApp;
  let pings = 0;
  let failing = false;
  beforeAll(async () => {
    // No background check runs during these tests but those they ask for.
    t = await createTestApp({ HEALTH_CHECK_INTERVAL: '3600' });
    const ping = t.app.database.ping.bind(t.app.database);
    t.app.database.ping = async () => {
      pings++;
      return failing ? false : ping();
    };
  });
  afterAll(() => t?.close());

  const health = () => t.inject({ method: 'GET', url: '/api/health' });

  it('answers the last background check from memory, with its time and age', async () => {
    await t.app.health.check();
    const checks = pings;
    for (let i = 0; i < 5; i++) {
      const res = await health();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
      expect(Date.parse(res.headers['x-health-checked-at'] as string)).not.toBeNaN();
      expect(Number(res.headers['x-health-age'])).toBeGreaterThanOrEqual(0);
    }
    expect(pings).toBe(checks);
  });

  it('reports a failed database after the next check, and its recovery on the next request', async () => {
    failing = true;
    // Until a check runs, the last known state stands.
    expect((await health()).statusCode).toBe(200);
    await t.app.health.check();
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'degraded', database: 'error', storage: 'ok' });
    failing = false;
    // While the last check found a fault, each request checks again first.
    const up = await health();
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });
});
