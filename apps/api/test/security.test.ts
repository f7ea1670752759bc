/**
 * Security tests (docs/security.md maps each control to its test): path traversal, disguised and oversized uploads, sign-in brute force per
 * account and address, and stored XSS at the API. Headers and cross-origin requests: http.test.ts; the per-address
 * sign-in limit: auth.test.ts; stored XSS in the browser: apps/web/e2e/security.spec.ts.
 * docs/security.md lists which control each test proves.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_DELAY, MB, MESSAGES, UPLOAD_MESSAGES } from '@mnch/shared';
import type { LightMyRequestResponse } from 'fastify';
import { galleryImages } from '../src/db/schema';
import { createLoginGuard } from '../src/modules/auth/login-guard';
import { createLocalStorage } from '../src/plugins/storage';
import { ADMIN, bearer, createTestApp, type TestApp } from './helpers';
import { multipart, pdf, png, type FilePart } from './fixtures/files';

let t: TestApp;
let editor: Record<string, string>;
/** A file beside the uploads folder that no request may read or remove. */
const SECRET = 'top-secret-outside-uploads';
let outside: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = bearer(await t.tokenFor('editor'));
  outside = path.join(t.dataDir, 'outside-secret.txt');
  writeFileSync(outside, SECRET);
});
afterAll(() => t.close());

async function upload(kind: 'single' | 'document' | 'gallery', file: FilePart, headers: Record<string, string> = editor) {
  const body = await multipart({ file });
  return t.inject({ method: 'POST', url: `/api/upload/${kind}`, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Every file in the uploads folder, relative to it. */
function storedFiles(): string[] {
  return readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(t.dataDir, 'uploads'), path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('path traversal', () => {
  const TRAVERSALS = [
    '/uploads/../outside-secret.txt',
    '/uploads/../../etc/passwd',
    '/uploads/images/../../outside-secret.txt',
    '/uploads/%2e%2e/outside-secret.txt',
    '/uploads/%2e%2e%2foutside-secret.txt',
    '/uploads/..%2foutside-secret.txt',
    '/uploads/.%2e/outside-secret.txt',
    '/uploads/%252e%252e%252foutside-secret.txt',
    '/uploads/..%5coutside-secret.txt',
    '/uploads/..\\outside-secret.txt',
    '/uploads/%2e%2e%5coutside-secret.txt',
    '/uploads/....//outside-secret.txt',
    '/uploads//../outside-secret.txt',
    '/uploads/%c0%ae%c0%ae/outside-secret.txt',
    '/uploads/..;/outside-secret.txt',
    '/uploads/%2e%2e/jwt-secret',
    '/uploads/../jwt-secret',
    '/uploads/%00../outside-secret.txt',
    '/uploads/images/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  ];

  it('serves an uploaded file, but nothing outside the uploads folder however the path is spelled', async () => {
    // The control: a file inside the folder is served, so a refusal below is the traversal's.
    const url = await t.app.storage.put('control/inside.txt', Buffer.from('inside'), 'text/plain');
    const inside = await t.inject({ method: 'GET', url });
    expect(inside.statusCode).toBe(200);
    expect(inside.body).toBe('inside');

    const jwtSecret = readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim();
    for (const attempt of TRAVERSALS) {
      const res = await t.inject({ method: 'GET', url: attempt });
      expect([400, 403, 404], attempt).toContain(res.statusCode);
      expect(res.body, attempt).not.toContain(SECRET);
      expect(res.body, attempt).not.toContain(jwtSecret);
      expect(res.body, attempt).not.toMatch(/root:.*:0:0:/);
    }
  });

  it('does not serve hidden files inside the uploads folder', async () => {
    writeFileSync(path.join(t.dataDir, 'uploads', '.env'), 'HIDDEN=1');
    const res = await t.inject({ method: 'GET', url: '/uploads/.env' });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('HIDDEN');
  });

  it('storage: remove() ignores URLs that leave the folder, and put() refuses such keys', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'mnch-storage-'));
    try {
      const root = path.join(base, 'uploads');
      mkdirSync(root);
      const victim = path.join(base, 'victim.txt');
      writeFileSync(victim, 'keep me');
      mkdirSync(path.join(base, 'db'));
      writeFileSync(path.join(base, 'db', 'PG_VERSION'), '17');
      const storage = createLocalStorage(root);
      for (const url of [
        '/uploads/../victim.txt',
        '/uploads/%2e%2e/victim.txt',
        '/uploads/..%2fvictim.txt',
        '/uploads/..\\victim.txt',
        '/uploads/images/../../victim.txt',
        '/uploads/../db',
        '/uploads/../db/PG_VERSION',
        '/uploads/./../victim.txt',
        '/uploads//../victim.txt',
        path.join(base, 'victim.txt'),
        `file://${victim}`,
        '/victim.txt',
        '../victim.txt',
      ]) {
        await storage.remove(url);
      }
      expect(readFileSync(victim, 'utf8')).toBe('keep me');
      expect(existsSync(path.join(base, 'db', 'PG_VERSION'))).toBe(true);

      for (const key of ['../victim.txt', 'images/../../victim.txt', '/etc/passwd', 'a/./b', 'A.png', 'a\\..\\b', '.hidden']) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Unsafe storage key/);
      }
      expect(readFileSync(victim, 'utf8')).toBe('keep me');

      // The control: a URL it made itself is removed.
      const url = await storage.put('images/2026/01/abc.png', Buffer.from('png'), 'image/png');
      expect(existsSync(path.join(root, 'images/2026/01/abc.png'))).toBe(true);
      await storage.remove(url);
      expect(existsSync(path.join(root, 'images/2026/01/abc.png'))).toBe(false);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('deleting a gallery entry whose stored URLs point outside the uploads folder removes nothing there', async () => {
    // Such a row cannot be made through the API (next test): it stands for imported or tampered data.
    const [row] = await t.app.db
      .insert(galleryImages)
      .values({
        title: 'Tampered',
        imageUrl: '/uploads/../outside-secret.txt',
        filename: 'x.png',
        mimetype: 'image/png',
        fullSize: '/uploads/%2e%2e/jwt-secret',
        variants: { '400': '/uploads/../jwt-secret', '1200': '/uploads/images/../../outside-secret.txt' },
      })
      .returning();
    const res = await t.inject({ method: 'DELETE', url: `/api/gallery/${row!.id}`, headers: editor });
    expect(res.statusCode).toBe(200);
    // Its files are removed when the trash entry goes for good.
    expect((await t.inject({ method: 'DELETE', url: '/api/trash', headers: bearer(await t.adminToken()) })).statusCode).toBe(200);
    expect(readFileSync(outside, 'utf8')).toBe(SECRET);
    expect(existsSync(path.join(t.dataDir, 'jwt-secret'))).toBe(true);
  });

  it('refuses stored file URLs that leave the uploads folder', async () => {
    const base = { title: 'Traversal', filename: 'x.png', mimetype: 'image/png' };
    for (const bad of ['/uploads/../data/db', '/uploads/%2e%2e/db', '/uploads/images/../../jwt-secret', '/uploads/..\\db']) {
      const image = await t.inject({ method: 'POST', url: '/api/gallery', headers: editor, payload: { ...base, image_url: bad } });
      expect(image.statusCode, bad).toBe(400);
      const variant = await t.send('POST', '/api/gallery', editor, { ...base, image_url: '/uploads/a.png', variants: { '400': bad } });
      expect(variant.statusCode, bad).toBe(400);
      const publication = await t.send('POST', '/api/publications', editor, {
        title: 'Traversal',
        authors: ['A. Author'],
        type: 'Journal Article',
        year: 2024,
        fileUrl: bad,
      });
      expect(publication.statusCode, bad).toBe(400);
      const project = await t.send('POST', '/api/projects', editor, {
        title: 'Traversal',
        category: 'research',
        description: '<p>x</p>',
        documentUrls: [bad],
      });
      expect(project.statusCode, bad).toBe(400);
    }
  });
});

describe('disguised uploads', () => {
  const PHP = '<?php system($_GET["c"]); ?>';
  const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

  it.each([
    ['a PHP script named .png', PHP, 'shell.php.png', 'image/png'],
    ['an HTML page named .png', HTML, 'photo.png', 'image/png'],
    ['an SVG with script named .png', SVG, 'logo.png', 'image/png'],
    ['an SVG with script named .jpg', `<?xml version="1.0"?>${SVG}`, 'logo.jpg', 'image/jpeg'],
    ['GIF magic followed by script (not a real image)', `GIF89a/*${'\u0000'.repeat(8)}*/=1;alert(1);`, 'anim.gif', 'image/gif'],
  ])('refuses %s with 415 on the image endpoints and stores nothing', async (_label, data, filename, type) => {
    const before = storedFiles();
    for (const kind of ['single', 'gallery'] as const) {
      const res = await upload(kind, { data: Buffer.from(data, 'latin1'), filename, type });
      expect(res.statusCode, kind).toBe(415);
      expect(res.json().message).toMatch(/^(Invalid file type|The image could not be read)/);
    }
    expect(storedFiles()).toEqual(before);
  });

  it.each([
    ['an HTML page named .pdf', HTML, 'report.pdf', 'application/pdf'],
    ['a PHP script named .pdf', PHP, 'report.pdf', 'application/pdf'],
    ['an HTML page named .docx', HTML, 'report.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('refuses %s with 415 on the document endpoints and stores nothing', async (_label, data, filename, type) => {
    const before = storedFiles();
    for (const kind of ['single', 'document'] as const) {
      const res = await upload(kind, { data: Buffer.from(data), filename, type });
      expect(res.statusCode, kind).toBe(415);
      expect(res.json().message).toMatch(/^Invalid file type: /);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('re-encodes a PNG/HTML polyglot: the stored image holds no script and is served as image/png with nosniff', async () => {
    const polyglot = Buffer.concat([await png(40, 30), Buffer.from(HTML)]);
    expect(polyglot.includes('<script>')).toBe(true);
    for (const kind of ['single', 'gallery'] as const) {
      const res = await upload(kind, { data: polyglot, filename: 'page.html', type: 'text/html' });
      expect(res.statusCode, kind).toBe(201);
      const { data } = res.json();
      expect(data.url).toMatch(/\.png$/);
      const served = await t.inject({ method: 'GET', url: data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes('<script>')).toBe(false);
    }
  });

  it('keeps a PDF with HTML inside a PDF: served as application/pdf with nosniff and a script-blocking policy, never as a page', async () => {
    const tricky = Buffer.concat([pdf(), Buffer.from(`\n%${HTML}\n`)]);
    const res = await upload('document', { data: tricky, filename: 'x.html', type: 'text/html' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.url).toMatch(/\.pdf$/);
    const served = await t.inject({ method: 'GET', url: data.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const csp = served.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(served.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('oversized uploads', () => {
  /** A body that says it is `declared` bytes long and counts what the server pulls from it. */
  function countingBody(declared: number) {
    let pulled = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const stream = new Readable({
      read() {
        if (pulled >= declared) return this.push(null);
        pulled += chunk.length;
        this.push(chunk);
      },
    });
    return { stream, pulled: () => pulled };
  }

  it.each([
    ['gallery', 200 * MB, 10 * MB],
    ['single', 60 * MB, 10 * MB],
    ['document', 300 * MB, 50 * MB],
  ] as const)('/upload/%s refuses a body declared as %d bytes with 413 before reading it', async (kind, declared, max) => {
    const body = countingBody(declared);
    const res: LightMyRequestResponse = await t.send(
      'POST',
      `/api/upload/${kind}`,
      { ...editor, 'content-type': 'multipart/form-data; boundary=X', 'content-length': String(declared) },
      body.stream,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.requestTooLarge(max));
    expect(res.headers.connection).toBe('close');
    // Far less than the body was read (at most what the stream had buffered ahead).
    expect(body.pulled()).toBeLessThan(2 * MB);
  });

  it('still answers 401 (not 413) to an anonymous oversized upload: the role is checked first', async () => {
    const res = await t.send(
      'POST',
      '/api/upload/gallery',
      { 'content-type': 'multipart/form-data; boundary=X', 'content-length': String(100 * MB) },
      Readable.from([Buffer.alloc(10)]),
    );
    expect(res.statusCode).toBe(401);
  });
  it('refuses a decompression bomb (a small PNG that claims 400 megapixels) with 413 before decoding it', async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const out = Buffer.alloc(8 + data.length + 4);
      out.writeUInt32BE(data.length, 0);
      body.copy(out, 4);
      out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
      return out;
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
    const bomb = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(20_001 * 50))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(10_000);
    const res = await upload('gallery', { data: bomb, filename: 'bomb.png', type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.imageTooManyPixels);
  });

  // A file just over its limit (gallery image over 10 MB, document over 50 MB) is cut off while streaming
  // and refused with its type's wording: uploads.test.ts, "refuses an image over 10 MB" and "over 50 MB".
});

describe('sign-in brute force', () => {
  const attempt = (app: TestApp, email: string, password: string, remoteAddress = '198.51.100.7') =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  /** A clock the test moves by hand. */
  const manualClock = () => {
    let at = Date.parse('2031-06-01T08:00:00Z');
    return { now: () => new Date(at), advance: (seconds: number) => (at += seconds * 1000) };
  };

  it('no lock-out by strangers: from address A the right password still signs in after 50 failures from addresses B..Z', async () => {
    // The production defaults (LOGIN_FREE_FAILURES 5, LOGIN_ACCOUNT_FREE_FAILURES 20).
    const app = await createTestApp({ LOGIN_RATE_LIMIT: '1000', LOGIN_FREE_FAILURES: '', LOGIN_ACCOUNT_FREE_FAILURES: '' });
    try {
      const home = '203.0.113.1';
      expect((await attempt(app, ADMIN.email, ADMIN.password, home)).statusCode).toBe(200);
      for (let i = 0; i < 50; i++) {
        const res = await attempt(app, ADMIN.email, `guess-${i}`, `192.0.2.${2 + (i % 25)}`);
        expect([401, 429]).toContain(res.statusCode);
      }
      expect((await attempt(app, ADMIN.email.toUpperCase(), ADMIN.password, home)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('per account and address: after the free failures each attempt waits a doubling delay, refused even with the right password', async () => {
    const clock = manualClock();
    const app = await createTestApp(
      { LOGIN_RATE_LIMIT: '1000', LOGIN_FREE_FAILURES: '5', LOGIN_ACCOUNT_FREE_FAILURES: '1000' },
      { now: clock.now },
    );
    try {
      for (let i = 0; i < 5; i++) expect((await attempt(app, ADMIN.email, `guess-${i}`)).statusCode).toBe(401);
      const waits: number[] = [];
      for (let round = 0; round < 12; round++) {
        const refused = await attempt(app, ADMIN.email, ADMIN.password);
        expect(refused.statusCode).toBe(429);
        const wait = Number(refused.headers['retry-after']);
        expect(refused.json().message).toBe(MESSAGES.auth.signInDelayed(wait));
        expect(refused.json().data).toBeUndefined();
        waits.push(wait);
        clock.advance(wait - 1);
        expect((await attempt(app, ADMIN.email, ADMIN.password)).statusCode).toBe(429); // still waiting
        clock.advance(1);
        expect((await attempt(app, ADMIN.email, `late-guess-${round}`)).statusCode).toBe(401);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, LOGIN_DELAY.maxDelaySeconds, LOGIN_DELAY.maxDelaySeconds]);
      expect(MESSAGES.auth.signInDelayed(LOGIN_DELAY.maxDelaySeconds)).toBe(
        'Too many failed sign-in attempts. Please wait 15 minutes before trying again.',
      );

      // Another address, and another account from this address, are not slowed by this pair.
      expect((await attempt(app, ADMIN.email, ADMIN.password, '198.51.100.8')).statusCode).toBe(200);
      await app.tokenFor('editor', 'pair-editor@test.example.org');
      expect((await attempt(app, 'pair-editor@test.example.org', 'Secret-pass-123')).statusCode).toBe(200);

      // After the wait the right password signs in, and that clears the pair's failures.
      clock.advance(LOGIN_DELAY.maxDelaySeconds);
      expect((await attempt(app, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await attempt(app, ADMIN.email, `typo-${i}`)).statusCode).toBe(401);
      expect(Number((await attempt(app, ADMIN.email, ADMIN.password)).headers['retry-after'])).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('per account: rotating addresses meets an account-wide delay, except from an address that signed in before', async () => {
    const clock = manualClock();
    const app = await createTestApp(
      { LOGIN_RATE_LIMIT: '1000', LOGIN_FREE_FAILURES: '5', LOGIN_ACCOUNT_FREE_FAILURES: '6' },
      { now: clock.now },
    );
    try {
      const home = '203.0.113.9';
      expect((await attempt(app, ADMIN.email, ADMIN.password, home)).statusCode).toBe(200);
      for (let i = 0; i < 6; i++) expect((await attempt(app, ADMIN.email, `guess-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(401);

      const stranger = await attempt(app, ADMIN.email, ADMIN.password, '192.0.2.200');
      expect(stranger.statusCode).toBe(429);
      expect(stranger.headers['retry-after']).toBe('1');
      expect(stranger.json().message).toBe(MESSAGES.auth.signInDelayed(1));
      expect((await attempt(app, ADMIN.email, ADMIN.password, home)).statusCode).toBe(200);

      // The delay grows with each further failure from new addresses.
      clock.advance(1);
      expect((await attempt(app, ADMIN.email, 'guess-7', '192.0.2.201')).statusCode).toBe(401);
      expect((await attempt(app, ADMIN.email, ADMIN.password, '192.0.2.202')).headers['retry-after']).toBe('2');

      // An unknown email is delayed the same way (the answers do not tell which emails are accounts).
      for (let i = 0; i < 6; i++)
        expect((await attempt(app, 'nobody@test.example.org', 'x-password', `192.0.2.${50 + i}`)).statusCode).toBe(401);
      const unknown = await attempt(app, 'nobody@test.example.org', 'x-password', '192.0.2.99');
      expect(unknown.statusCode).toBe(429);
      expect(unknown.json().message).toBe(stranger.json().message);
    } finally {
      await app.close();
    }
  });

  it('keeps its memory bounded: many distinct emails and addresses leave each table at its bound', () => {
    const guard = createLoginGuard({ freeFailures: 1, accountFreeFailures: 1, maxEntries: 50 });
    for (let i = 0; i < 2000; i++) {
      const email = `someone-${i}@test.example.org`;
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      guard.failed(email, address);
      guard.failed(email, address);
      if (i % 2) guard.succeeded(email, `172.16.${(i >> 8) & 255}.${i & 255}`);
    }
    const sizes = guard.sizes();
    expect(sizes.pairs).toBeLessThanOrEqual(50);
    expect(sizes.accounts).toBeLessThanOrEqual(50);
    expect(sizes.trusted).toBeLessThanOrEqual(50);
    expect(sizes.pairs + sizes.accounts + sizes.trusted).toBeGreaterThan(100); // they were filled
    // The latest pair is still remembered: its next attempt waits.
    expect(guard.waitFor('someone-1999@test.example.org', '10.0.7.207')).toBeGreaterThan(0);
  });
});

describe('stored XSS at the API', () => {
  const RICH = [
    '<p>Safe text</p>',
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=2</script>',
    '<svg onload="window.__xss=3"></svg>',
    '<a href="javascript:alert(1)">link</a>',
    '<a href="  JaVaScRiPt:alert(1)">link2</a>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    '<form action="javascript:alert(1)"><button>go</button></form>',
  ].join('');

  /** True when the HTML holds no script, handler, javascript: URL, frame or form. */
  const dangerous = /<script|<svg|<iframe|<math|<form|<style|\son[a-z]+\s*=|javascript:/i;

  it('strips scripts, handlers and javascript: URLs from every rich-text field as it is saved', async () => {
    const article = await t.send('POST', '/api/articles', editor, {
      kind: 'article',
      title: 'XSS article',
      category: 'Research Breakthrough',
      content: RICH,
      status: 'published',
    });
    expect(article.statusCode).toBe(201);
    const project = await t.send('POST', '/api/projects', editor, { title: 'XSS project', category: 'research', description: RICH });
    expect(project.statusCode).toBe(201);
    const publication = await t.send('POST', '/api/publications', editor, {
      title: 'XSS publication',
      authors: ['A. Author'],
      type: 'Journal Article',
      year: 2024,
      abstract: RICH,
    });
    expect(publication.statusCode).toBe(201);
    const event = await t.inject({
      method: 'POST',
      url: '/api/events',
      headers: editor,
      payload: {
        title: 'XSS event',
        type: 'Workshop',
        startDate: '2031-01-10T09:00:00Z',
        organizer: 'Centre',
        venueName: 'Hall',
        description: RICH,
      },
    });
    expect(event.statusCode).toBe(201);

    const stored = [
      article.json().article.content,
      project.json().project.description,
      publication.json().publication.abstract,
      event.json().event.description,
    ] as string[];
    for (const html of stored) {
      expect(html).toContain('Safe text');
      expect(html).not.toMatch(dangerous);
    }
  });

  it('refuses javascript:, data: and protocol-relative addresses in every link field', async () => {
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x.png',
      'vbscript:msgbox(1)',
    ]) {
      const cases: Array<[string, string, Record<string, unknown>]> = [
        [
          'article image',
          '/api/articles',
          { kind: 'article', title: 'Link', category: 'Research Breakthrough', content: '<p>x</p>', featuredImageUrl: bad },
        ],
        ['newsletter link', '/api/articles', { kind: 'newsletter', title: 'Link', category: 'Research Breakthrough', content: bad }],
        ['project image', '/api/projects', { title: 'Link', category: 'research', description: '<p>x</p>', imageUrl: bad }],
        ['project document', '/api/projects', { title: 'Link', category: 'research', description: '<p>x</p>', documentUrls: [bad] }],
        ['publication file', '/api/publications', { title: 'Link', authors: ['A'], type: 'Journal Article', year: 2024, fileUrl: bad }],
        [
          'publication cover',
          '/api/publications',
          { title: 'Link', authors: ['A'], type: 'Journal Article', year: 2024, coverImageUrl: bad },
        ],
        [
          'event link',
          '/api/events',
          { title: 'Link', type: 'Webinar', startDate: '2031-01-10T09:00:00Z', organizer: 'C', isVirtual: true, virtualLink: bad },
        ],
        [
          'event image',
          '/api/events',
          { title: 'Link', type: 'Workshop', startDate: '2031-01-10T09:00:00Z', organizer: 'C', venueName: 'Hall', imageUrl: bad },
        ],
        [
          'event speaker avatar',
          '/api/events',
          {
            title: 'Link',
            type: 'Workshop',
            startDate: '2031-01-10T09:00:00Z',
            organizer: 'C',
            venueName: 'Hall',
            speakers: [{ name: 'S', avatar: bad }],
          },
        ],
        ['gallery image', '/api/gallery', { title: 'Link', image_url: bad, filename: 'x.png', mimetype: 'image/png' }],
        [
          'gallery full size',
          '/api/gallery',
          { title: 'Link', image_url: '/uploads/a.png', fullSize: bad, filename: 'x.png', mimetype: 'image/png' },
        ],
      ];
      for (const [label, url, payload] of cases) {
        const res = await t.inject({ method: 'POST', url, headers: editor, payload });
        expect(res.statusCode, `${label}: ${bad}`).toBe(400);
      }
    }
  });
});
