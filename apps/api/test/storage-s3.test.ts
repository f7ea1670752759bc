import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createS3Storage } from '../src/plugins/storage-s3';
import { bearer, createTestApp, type TestApp } from './helpers';
import { multipart, pdf, png } from './fixtures/files';
import { freePort } from '../scripts/server-process';
import { startFakeS3, type FakeS3 } from './support/fake-s3';

/**
 * Uploads in an S3-compatible bucket: the API stores through the real AWS SDK into a local S3 server
 * (s3rver), and the files are then fetched from the bucket's public URL as a browser would.
 */
let s3: FakeS3;
let t: TestApp;
let editor: Record<string, string>;
beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp(s3.env);
  editor = bearer(await t.tokenFor('editor'));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function upload(kind: 'single' | 'document' | 'gallery', file: { data: Buffer; filename: string; type: string }) {
  const body = await multipart({ file });
  return t.inject({ method: 'POST', url: `/api/upload/${kind}`, headers: { ...editor, ...body.headers }, payload: body.payload });
}

/** Files written under DATA_DIR/uploads (none when the bucket is used). */
function localFiles(): string[] {
  const root = path.join(t.dataDir, 'uploads');
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
}

describe('uploads in an S3-compatible bucket', () => {
  it('stores a document in the bucket and answers its public URL; the bytes come back from the bucket', async () => {
    const bytes = pdf(40_000);
    const res = await upload('document', { data: bytes, filename: 'Annual report.pdf', type: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.url).toMatch(new RegExp(`^${s3.publicUrl}documents/\\d{4}/\\d{2}/[a-f0-9]{24}\\.pdf$`));

    const served = await fetch(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(localFiles()).toEqual([]);
  });

  it('stores an image and its WebP copies; a gallery entry made from them is deleted with its files', async () => {
    const res = await upload('gallery', { data: await png(1600, 900), filename: 'Ward round.png', type: 'image/png' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.url.startsWith(s3.publicUrl)).toBe(true);
    expect(Object.keys(data.variants)).toEqual(['400', '1200']);
    const urls: string[] = [data.url, ...Object.values<string>(data.variants)];
    for (const url of urls) {
      expect(url.startsWith(s3.publicUrl)).toBe(true);
      const served = await fetch(url);
      expect(served.status, url).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe(url.endsWith('.webp') ? 'webp' : 'png');
    }
    expect((await sharp(Buffer.from(await (await fetch(data.variants['400'])).arrayBuffer())).metadata()).width).toBe(400);

    const created = await t.send('POST', '/api/gallery', editor, {
      title: 'Ward round',
      image_url: data.url,
      variants: data.variants,
      size: data.size,
      mimetype: data.mimetype,
    });
    expect(created.statusCode).toBe(201);
    const image = created.json().image;
    expect(image.image_url).toBe(data.url);

    const deleted = await t.inject({ method: 'DELETE', url: `/api/gallery/${image.id}`, headers: editor });
    expect(deleted.statusCode).toBe(200);
    // In the trash the files stay; deleting the entry for good removes them.
    for (const url of urls) expect((await fetch(url)).status, url).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: '/api/trash', headers: bearer(await t.adminToken()) })).statusCode).toBe(200);
    for (const url of urls) expect((await fetch(url)).status, url).toBe(404);
  });

  it("refuses gallery entries whose files are not in this site's bucket", async () => {
    for (const [payload, field] of [
      [{ image_url: 'https://evil.example/images/x.png' }, 'image_url'],
      [{ image_url: `${s3.publicUrl.replace('mnch-uploads', 'other-bucket')}images/x.png` }, 'image_url'],
      [{ image_url: `${s3.publicUrl}images/x.png`, variants: { 400: 'https://evil.example/x-400.webp' } }, 'variants.400'],
    ] as const) {
      const res = await t.inject({ method: 'POST', url: '/api/gallery', headers: editor, payload: { title: 'Elsewhere', ...payload } });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const bulk = await t.inject({
      method: 'POST',
      url: '/api/gallery/bulk',
      headers: editor,
      payload: {
        images: [
          { title: 'Ours', image_url: `${s3.publicUrl}images/a.png` },
          { title: 'Theirs', image_url: 'https://evil.example/b.png' },
        ],
      },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errors).toEqual([
      { field: 'images.1.image_url', message: 'Image URL must be a file uploaded to this site (/uploads/...)' },
    ]);
  });

  it('reports the bucket as healthy, and lets pages load uploads from its origin', async () => {
    const health = await t.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    const csp = health.headers['content-security-policy'] as string;
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    for (const name of ['img-src', 'media-src', 'connect-src']) expect(directive(name), name).toContain(s3.endpoint);
    for (const name of ['script-src', 'object-src', 'frame-src', 'default-src']) expect(directive(name), name).not.toContain(s3.endpoint);
  });
});

describe('an unreachable bucket', () => {
  it('is reported as unhealthy by /api/health, and an upload fails without a stored file', async () => {
    const closed = await freePort();
    const app = await createTestApp({
      ...s3.env,
      S3_ENDPOINT: `http://127.0.0.1:${closed}`,
      S3_PUBLIC_URL: `http://127.0.0.1:${closed}/mnch-uploads/`,
    });
    try {
      const started = Date.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'degraded', database: 'ok', storage: 'error' });
      expect(Date.now() - started).toBeLessThan(10_000);

      const body = await multipart({ file: { data: pdf(2000), filename: 'a.pdf', type: 'application/pdf' } });
      const res = await app.inject({
        method: 'POST',
        url: '/api/upload/document',
        headers: { ...bearer(await app.tokenFor('editor')), ...body.headers },
        payload: body.payload,
      });
      // Unreachable for now, as a lost database connection is (plugins/errors.ts): try again later.
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await app.close();
    }
  });

  it('is unhealthy when the bucket does not exist on a reachable server', async () => {
    const storage = createS3Storage(
      loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket', DATA_DIR: t.dataDir, JWT_SECRET: 'x'.repeat(32) }).s3!,
    );
    try {
      expect(await storage.check()).toBe(false);
    } finally {
      storage.close?.();
    }
  });
});

describe('S3 settings', () => {
  const env = (over: Record<string, string>) => ({ DATA_DIR: t.dataDir, JWT_SECRET: 'x'.repeat(32), ...over });

  it('are read together, with the public URL ending in a slash', () => {
    const config = loadConfig(env({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.org/files', S3_KEY_PREFIX: 'uploads/' }));
    expect(config.s3).toMatchObject({
      bucket: 'mnch-uploads',
      publicUrl: 'https://cdn.example.org/files/',
      keyPrefix: 'uploads/',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    expect(config.publicConfig.uploadsUrl).toBe('https://cdn.example.org/files/');
    expect(loadConfig(env({})).s3).toBeUndefined();
    expect(loadConfig(env({})).publicConfig.uploadsUrl).toBe('/uploads/');
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'site' }, 'S3_PUBLIC_URL'],
    [{ S3_BUCKET: 'site', S3_PUBLIC_URL: 'https://cdn.example.org/', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'Not_A_Bucket', S3_PUBLIC_URL: 'https://cdn.example.org/' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'site', S3_PUBLIC_URL: 'ftp://cdn.example.org/' }, 'S3_PUBLIC_URL'],
    [{ S3_BUCKET: 'site', S3_PUBLIC_URL: 'https://cdn.example.org/', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_BUCKET: 'site', S3_PUBLIC_URL: 'https://cdn.example.org/', S3_KEY_PREFIX: '/uploads' }, 'S3_KEY_PREFIX'],
  ])('stop start-up with a message naming the variable: %j', (over, name) => {
    expect(() => loadConfig(env(over))).toThrow(ConfigError);
    expect(() => loadConfig(env(over))).toThrow(new RegExp(`${name}:`));
  });
});
