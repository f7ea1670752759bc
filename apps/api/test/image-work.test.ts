// Image work and what it must not hold up (issue 35, point 23): animations are refused by frames and by
// pixels in all before any frame is decoded, images go through one bounded queue so that health, stored
// files and sign-ins never wait behind them, and one account has at most UPLOADS_AT_ONCE_PER_ACCOUNT
// uploads in progress at once.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANIMATION_LIMITS, UPLOADS_AT_ONCE_PER_ACCOUNT, UPLOAD_MESSAGES } from '@mnch/shared';
import { uploads } from '../src/db/schema';
import { ADMIN, bearer, createTestApp, type TestApp } from './helpers';
import { animatedGif, multipart, png, type FilePart } from './fixtures/files';

async function upload(t: TestApp, headers: Record<string, string>, file: FilePart) {
  const body = await multipart({ file });
  return t.inject({ method: 'POST', url: '/api/upload/gallery', headers: { ...headers, ...body.headers }, payload: body.payload });
}

function storedFiles(t: TestApp): number {
  let n = 0;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else n++;
    }
  };
  walk(path.join(t.dataDir, 'uploads'));
  return n;
}

async function libraryRows(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(uploads);
  return Number(row?.n ?? 0);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** An animation under the limits that still takes a while to decode: 4 frames of 1000 x 1000 (4 MP). */
const slowGif = (): FilePart => ({ data: animatedGif(1000, 1000, 4), filename: 'slow.gif', type: 'image/gif' });

describe('animated images: frames and pixels in all', () => {
  let t: TestApp;
  let editor: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    editor = bearer(await t.tokenFor('editor'));
  });
  afterAll(() => t.close());

  it('refuses too many frames, and too many pixels in all (the outside test 99 MP GIF), with a clear message and stores nothing', async () => {
    const files = storedFiles(t);
    const rows = await libraryRows(t);

    const frames = ANIMATION_LIMITS.maxFrames + 1;
    const long = await upload(t, editor, { data: animatedGif(10, 10, frames), filename: 'long.gif', type: 'image/gif' });
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toBe(UPLOAD_MESSAGES.animationTooManyFrames(frames));
    expect(long.json().message).toBe(`This animation has ${frames} frames; at most 200 are allowed. Please upload a shorter animation.`);

    // 100 frames of 1000 x 990: 99 megapixels, under the 100 MP limit for one image; a few KB of file.
    const bomb = animatedGif(1000, 990, 100);
    expect((await sharp(bomb, { animated: true }).metadata()).pages).toBe(100);
    const big = await upload(t, editor, { data: bomb, filename: 'bomb.gif', type: 'image/gif' });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(
      'This animation is too large to process: 100 frames of 1000 x 990 pixels make 99 megapixels, and at most 20 megapixels (frames x width x height) are allowed. Please use fewer frames or a smaller size.',
    );

    expect(storedFiles(t)).toBe(files);
    expect(await libraryRows(t)).toBe(rows);
  });

  it('takes an animation at the limits, kept animated', async () => {
    const res = await upload(t, editor, { data: animatedGif(100, 100, ANIMATION_LIMITS.maxFrames), filename: 'ok.gif', type: 'image/gif' });
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.inject({ method: 'GET', url: res.json().data.url });
    // (The encoder merges frames that change nothing, so fewer may be kept.)
    expect((await sharp(served.rawPayload, { animated: true }).metadata()).pages).toBeGreaterThan(1);
  });
});

describe('the image queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One image at a time and one waiting (the defaults are 1 and 8): the fifth of five is refused.
    t = await createTestApp({ IMAGE_WORK_CONCURRENCY: '1', IMAGE_WORK_QUEUE: '1' });
  });
  afterAll(() => t.close());

  it('answers health, a stored file and a sign-in while images decode, and refuses images beyond the queue with 503', async () => {
    const [a, b] = [bearer(await t.tokenFor('editor')), bearer(await t.tokenFor('editor'))];
    const stored = await upload(t, a, { data: await png(50, 50), filename: 'small.png', type: 'image/png' });
    expect(stored.statusCode).toBe(201);
    const storedUrl: string = stored.json().data.url;
    const files = storedFiles(t);
    const work = t.app.services.uploads.imageWork;
    const before = work().finished;

    // Four slow images at once, two from each account: as many as libuv has threads (UV_THREADPOOL_SIZE, 4).
    let answered = 0;
    const images = [a, a, b, b].map((headers) =>
      upload(t, headers, slowGif()).then((res) => {
        answered++;
        return res;
      }),
    );
    // Every image is running, waiting or answered.
    await until(() => work().running + work().waiting + answered === images.length, 'the images to be queued');

    // Each of these answers while no image has finished decoding: none waits behind image work.
    const finishedWhenAnswered: Record<string, number> = {};
    const note = (name: string) => (res: { statusCode: number }) => {
      finishedWhenAnswered[name] = work().finished - before;
      return res.statusCode;
    };
    const [health, file, signIn] = await Promise.all([
      t.inject({ method: 'GET', url: '/api/health' }).then(note('health')),
      t.inject({ method: 'GET', url: storedUrl }).then(note('stored file')),
      t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password: ADMIN.password } }).then(note('sign-in')),
    ]);
    expect([health, file, signIn]).toEqual([200, 200, 200]);
    expect(finishedWhenAnswered).toEqual({ health: 0, 'stored file': 0, 'sign-in': 0 });

    const results = await Promise.all(images);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 503, 503]);
    for (const refused of results.filter((r) => r.statusCode === 503)) {
      expect(refused.json().message).toBe(UPLOAD_MESSAGES.imagesBusy);
      expect(refused.headers['retry-after']).toBe('30');
    }
    // The two refused stored nothing (each accepted one stored its GIF and a 400 px WebP copy).
    expect(storedFiles(t)).toBe(files + 2 * 2);
    expect(work()).toMatchObject({ running: 0, waiting: 0 });
  });
});

describe('uploads at once per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a third upload at once from one account with 429; another account still uploads', async () => {
    const [a, b] = [bearer(await t.tokenFor('editor')), bearer(await t.tokenFor('editor'))];
    const files = storedFiles(t);
    expect(UPLOADS_AT_ONCE_PER_ACCOUNT).toBe(2);
    // Images that take a moment (2 frames of 1000 x 1000), so the first two are still in progress when the third arrives.
    const image = (): FilePart => ({ data: animatedGif(1000, 1000, 2), filename: 'anim.gif', type: 'image/gif' });
    const fromA = Array.from({ length: 3 }, () => upload(t, a, image()));
    const fromB = upload(t, b, image());
    const [resultsA, resultB] = await Promise.all([Promise.all(fromA), fromB]);

    expect(resultsA.map((r) => r.statusCode).sort()).toEqual([201, 201, 429]);
    const refused = resultsA.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe('You already have 2 uploads in progress. Please wait for one to finish, then try again.');
    expect(refused.headers['retry-after']).toBe('5');
    expect(resultB.statusCode).toBe(201);
    expect(storedFiles(t)).toBe(files + 3 * 2);

    // Once those are done, the account uploads again.
    const again = await upload(t, a, { data: await png(50, 50), filename: 'again.png', type: 'image/png' });
    expect(again.statusCode).toBe(201);
  });
});
