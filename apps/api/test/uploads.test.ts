import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { unzipSync } from 'fflate';
import fastifyMultipart from '@fastify/multipart';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB, UPLOAD_MESSAGES, UPLOAD_MIME, ZIP_LIMITS } from '@mnch/shared';
import { appWith, type AuthHeaders, bearer, type TestApp, uploadedPath } from './helpers';
import { checkArchive } from '../src/modules/uploads/archive';
import { readUpload } from '../src/modules/uploads/multipart';
import {
  EXIF_SECRET,
  compoundFile,
  deflatedDocx,
  docx,
  fakePng,
  gif,
  jpegWithExif,
  multipart,
  pdf,
  png,
  webp,
  withDeclaredSize,
  type FilePart,
} from './fixtures/files';

let t: TestApp, editor: AuthHeaders, admin: AuthHeaders;
beforeAll(async () => ({ t, editor, admin } = await appWith(['editor', 'admin'])));
afterAll(() => t.close());

type Kind = 'single' | 'document' | 'gallery';

async function upload(kind: Kind, file: FilePart, headers: Record<string, string> = editor) {
  const body = await multipart({ file });
  return t.inject({ method: 'POST', url: `/api/upload/${kind}`, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** The file on disk behind a public /uploads/ URL. */
const onDisk = (url: string) => uploadedPath(t, url);

/** Every file stored so far. */
function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'uploads');
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(full);
    }
  };
  walk(root);
  return out;
}

describe('POST /api/upload/single', () => {
  it('stores a PNG under a generated name and answers { data: { url, filename, size, mimetype } }', async () => {
    const res = await upload('single', { data: await png(300, 200), filename: 'Field visit.png', type: 'image/png' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ filename: 'Field visit.png', mimetype: 'image/png', width: 300, height: 200, variants: {} });
    expect(data.url).toMatch(/^\/uploads\/images\/\d{4}\/\d{2}\/[a-f0-9]{24}\.png$/);
    expect(data.size).toBe(statSync(onDisk(data.url)).size);

    const served = await t.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.length).toBe(data.size);
  });

  it('stores a PDF as is, served as application/pdf', async () => {
    const file = pdf();
    const res = await upload('single', { data: file, filename: 'brief.pdf', type: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/uploads\/documents\/\d{4}\/\d{2}\/[a-f0-9]{24}\.pdf$/),
      filename: 'brief.pdf',
      size: file.length,
      mimetype: 'application/pdf',
    });
    const served = await t.inject({ method: 'GET', url: data.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(file)).toBe(true);
  });

  it('accepts JPEG and WebP too (admin as well as editor)', async () => {
    const jpeg = await upload(
      'single',
      {
        data: await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
          .jpeg()
          .toBuffer(),
        filename: 'a.jpeg',
      },
      admin,
    );
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().data).toMatchObject({ mimetype: 'image/jpeg', url: expect.stringMatching(/\.jpg$/) });
    const wp = await upload('single', { data: await webp(40, 30), filename: 'b.webp' });
    expect(wp.statusCode).toBe(201);
    expect(wp.json().data).toMatchObject({ mimetype: 'image/webp', url: expect.stringMatching(/\.webp$/) });
  });

  it('decides by the bytes: a PNG named .pdf is stored as the PNG it is', async () => {
    const res = await upload('single', { data: await png(20, 20), filename: 'report.pdf', type: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ mimetype: 'image/png', filename: 'report.pdf', url: expect.stringMatching(/\.png$/) });
  });

  it('refuses a text file named .png with 415, naming the detected type and the allowed ones', async () => {
    const before = storedFiles().length;
    const res = await upload('single', { data: 'hello, I am not an image', filename: 'photo.png', type: 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Invalid file type: unknown. Only images (JPEG, PNG, WebP) and PDFs are allowed.');
    expect(storedFiles().length).toBe(before);
  });

  it('quotes the detected type, or a declared type that is not allowed', async () => {
    const g = await upload('single', { data: await gif(10, 10), filename: 'a.gif', type: 'image/gif' });
    expect(g.statusCode).toBe(415);
    expect(g.json().message).toBe('Invalid file type: image/gif. Only images (JPEG, PNG, WebP) and PDFs are allowed.');
    const html = await upload('single', { data: '<html><script>alert(1)</script></html>', filename: 'x.html', type: 'text/html' });
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('Invalid file type: text/html. Only images (JPEG, PNG, WebP) and PDFs are allowed.');
    const svg = await upload('single', {
      data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      filename: 'x.svg',
      type: 'image/svg+xml',
    });
    expect(svg.statusCode).toBe(415);
    const doc = await upload('single', { data: docx(), filename: 'a.docx' });
    expect(doc.statusCode).toBe(415);
    expect(doc.json().message).toContain('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses an image over 5 MB with 413', async () => {
    const res = await upload('single', { data: fakePng(5 * MB + 1), filename: 'big.png', type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Image file too large. Maximum size is 5MB.');
  });

  it('takes a PDF of exactly 10 MB and refuses a larger one (cut off while streaming)', async () => {
    const ok = await upload('single', { data: pdf(10 * MB), filename: 'exact.pdf' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.size).toBe(10 * MB);
    const before = storedFiles().length;
    const res = await upload('single', { data: pdf(10 * MB + 1), filename: 'huge.pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('PDF file too large. Maximum size is 10MB.');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an image too large for the single limit even beyond the cut-off', async () => {
    const res = await upload('single', { data: fakePng(12 * MB), filename: 'huge.png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Image file too large. Maximum size is 5MB.');
  });

  it('refuses bytes that look like an image but cannot be decoded with 415', async () => {
    const res = await upload('single', { data: fakePng(2000), filename: 'broken.png' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.imageUnreadable);
  });

  it('answers 400 "No file uploaded" without a file', async () => {
    const empty = await multipart({ title: 'just a field' });
    const noFile = await t.send('POST', '/api/upload/single', { ...editor, ...empty.headers }, empty.payload);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('No file uploaded');
    const emptyFile = await upload('single', { data: Buffer.alloc(0), filename: '' });
    expect(emptyFile.statusCode).toBe(400);
    expect(emptyFile.json().message).toBe('No file uploaded');
    const json = await t.inject({ method: 'POST', url: '/api/upload/single', headers: editor, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('No file uploaded');
    const nothing = await t.inject({ method: 'POST', url: '/api/upload/single', headers: editor });
    expect(nothing.statusCode).toBe(400);
  });

  it('answers 400, not 500, for a malformed multipart body', async () => {
    const res = await t.send(
      'POST',
      '/api/upload/single',
      { ...editor, 'content-type': 'multipart/form-data; boundary=XYZ' },
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    );
    expect(res.statusCode).toBe(400);
    const noBoundary = await t.send('POST', '/api/upload/single', { ...editor, 'content-type': 'multipart/form-data' }, 'abc');
    expect(noBoundary.statusCode).toBe(400);
  });

  it('keeps only a safe display name: no path, no control characters, at most 200 characters', async () => {
    const res = await upload('single', { data: pdf(), filename: '../../etc/\u0007pass\u202ewd.pdf' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.filename).toBe('passwd.pdf');
    expect(res.json().data.url).not.toContain('passwd');
    const long = await upload('single', { data: pdf(), filename: `${'a'.repeat(300)}.pdf` });
    expect(long.json().data.filename).toHaveLength(200);
  });
});

describe('image cleaning and resized copies', () => {
  it('turns the image upright and strips EXIF from the stored copy', async () => {
    const original = await jpegWithExif(80, 60);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(EXIF_SECRET)).toBe(true);

    const res = await upload('single', { data: original, filename: 'portrait.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    // Orientation 6 means the camera was turned: the upright image is 60 x 80.
    expect(data).toMatchObject({ width: 60, height: 80, mimetype: 'image/jpeg' });
    const stored = await t.inject({ method: 'GET', url: data.url });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 60, height: 80, format: 'jpeg' });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.rawPayload.includes(EXIF_SECRET)).toBe(false);
  });

  it('makes WebP copies 400 and 1200 px wide of a wide image, served as image/webp', async () => {
    const res = await upload('gallery', { data: await png(1600, 1000), filename: 'wide.png' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(Object.keys(data.variants).sort()).toEqual(['1200', '400']);
    for (const [width, url] of Object.entries<string>(data.variants)) {
      expect(url).toBe(data.url.replace(/\.png$/, `-${width}.webp`));
      const served = await t.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: Number(width), height: Math.round((Number(width) * 1000) / 1600) });
    }
  });

  it('makes only the copies narrower than the image', async () => {
    const mid = await upload('gallery', { data: await png(800, 400), filename: 'mid.png' });
    expect(Object.keys(mid.json().data.variants)).toEqual(['400']);
    const small = await upload('gallery', { data: await png(400, 300), filename: 'small.png' });
    expect(small.json().data.variants).toEqual({});
  });
});

describe('POST /api/upload/document', () => {
  it.each([
    ['report.pdf', pdf, 'application/pdf', 'pdf'],
    ['report.docx', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['report.doc', () => compoundFile(['WordDocument']), 'application/msword', 'doc'],
  ])('stores %s and serves it with its type', async (filename, make, mimetype, ext) => {
    const file = make();
    const res = await upload('document', { data: file, filename });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(new RegExp(`^/uploads/documents/\\d{4}/\\d{2}/[a-f0-9]{24}\\.${ext}$`)),
      filename,
      size: file.length,
      mimetype,
    });
    const served = await t.inject({ method: 'GET', url: data.url });
    expect(served.headers['content-type']).toContain(mimetype);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses images, spreadsheets and text by their bytes with 415', async () => {
    const renamed = await upload('document', { data: await png(10, 10), filename: 'paper.pdf', type: 'application/pdf' });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('Invalid file type: image/png. Only PDF, DOC and DOCX files are allowed.');
    const xls = await upload('document', { data: compoundFile(['Workbook']), filename: 'sheet.doc' });
    expect(xls.statusCode).toBe(415);
    expect(xls.json().message).toBe('Invalid file type: application/x-cfb. Only PDF, DOC and DOCX files are allowed.');
    const text = await upload('document', { data: 'plain text', filename: 'notes.docx', type: 'application/msword' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Invalid file type: unknown. Only PDF, DOC and DOCX files are allowed.');
  });

  /** A DOCX whose word/document.xml is 250 MB of one repeated byte: well under 1 MB zipped (made once). */
  let bombZip: Buffer | undefined;
  const bombDocx = () => (bombZip ??= deflatedDocx({ 'word/document.xml': new Uint8Array(250 * MB).fill(0x61) }));

  it('refuses a DOCX zip bomb (word/document.xml inflating to 250 MB) with 413 and stores nothing', async () => {
    const before = storedFiles();
    const bomb = bombDocx();
    expect(bomb.length).toBeLessThan(1 * MB);
    const res = await upload('document', { data: bomb, filename: 'bomb.docx' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.archiveTooLarge);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a DOCX whose headers lie about its size (declared 1 KB, inflating to 250 MB): caught while inflating', async () => {
    const before = storedFiles();
    const liar = withDeclaredSize(bombDocx(), 'word/document.xml', 1024);
    // What the headers declare passes every limit: only inflating tells.
    const declared: Record<string, number> = {};
    unzipSync(liar, { filter: (f) => ((declared[f.name] = f.originalSize), false) });
    expect(declared['word/document.xml']).toBe(1024);
    expect(Object.values(declared).reduce((a, b) => a + b)).toBeLessThan(ZIP_LIMITS.ratioCheckedAboveBytes);
    const res = await upload('document', { data: liar, filename: 'liar.docx' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.archiveTooLarge);
    expect(storedFiles()).toEqual(before);
  });

  /**
   * A DOCX whose word/document.xml is 50 MB of one paragraph repeated: a quarter of the total limit,
   * but it inflates to over 300 times its compressed size (made once).
   */
  let ratioZip: Buffer | undefined;
  const ratioDocx = () => {
    const paragraph = '<w:p><w:r><w:t>a</w:t></w:r></w:p>';
    return (ratioZip ??= deflatedDocx({ 'word/document.xml': paragraph.repeat(Math.floor((50 * MB) / paragraph.length)) }));
  };
  /** The limits with the ratio check switched off: what the other limits alone would say. */
  const withoutRatio = { ...ZIP_LIMITS, maxRatio: Number.POSITIVE_INFINITY };

  it('refuses a DOCX under the total limit whose word/document.xml inflates beyond ZIP_LIMITS.maxRatio: 413, nothing stored', async () => {
    const before = storedFiles();
    const file = ratioDocx();
    const sizes: Record<string, { size: number; originalSize: number }> = {};
    unzipSync(file, { filter: (f) => ((sizes[f.name] = { size: f.size, originalSize: f.originalSize }), false) });
    const xml = sizes['word/document.xml']!;
    // Within every other limit: the whole archive inflates to far less than maxUncompressedBytes...
    expect(Object.values(sizes).reduce((sum, s) => sum + s.originalSize, 0)).toBeLessThan(ZIP_LIMITS.maxUncompressedBytes / 3);
    expect(xml.originalSize).toBeGreaterThan(ZIP_LIMITS.ratioCheckedAboveBytes);
    // ...but its document inflates to more than maxRatio times what it takes in the archive.
    expect(xml.originalSize / xml.size).toBeGreaterThan(ZIP_LIMITS.maxRatio);
    expect(checkArchive(file, withoutRatio)).toBeNull();
    expect(checkArchive(file)).toBe('too-large');

    const res = await upload('document', { data: file, filename: 'filler.docx' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.archiveTooLarge);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses the same DOCX when its headers declare 1 KB: the ratio is caught while inflating', async () => {
    const before = storedFiles();
    const liar = withDeclaredSize(ratioDocx(), 'word/document.xml', 1024);
    expect(checkArchive(liar, withoutRatio)).toBeNull();
    expect(checkArchive(liar)).toBe('too-large');
    const res = await upload('document', { data: liar, filename: 'filler-liar.docx' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.archiveTooLarge);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a DOCX with more than ZIP_LIMITS.maxEntries entries, and one that is not a readable zip', async () => {
    const before = storedFiles();
    const parts: Record<string, string> = {};
    for (let i = 0; i <= ZIP_LIMITS.maxEntries; i++) parts[`word/media/p${i}.xml`] = 'x';
    const crowded = await upload('document', { data: deflatedDocx(parts), filename: 'crowded.docx' });
    expect(crowded.statusCode).toBe(413);
    expect(crowded.json().message).toBe(UPLOAD_MESSAGES.archiveTooLarge);
    // A DOCX's first entries, then garbage: the type is detected, the archive cannot be read.
    const broken = Buffer.concat([docx().subarray(0, 600), Buffer.alloc(2000, 7)]);
    const res = await upload('document', { data: broken, filename: 'broken.docx' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.archiveUnreadable);
    expect(storedFiles()).toEqual(before);
  });

  it('still takes a real-sized DOCX: deflated XML and 40 MB of images that do not compress', async () => {
    const paragraphs = Array.from(
      { length: 20_000 },
      (_, i) => `<w:p><w:r><w:t>Paragraph ${i} of the annual report, with findings ${i * 7}.</w:t></w:r></w:p>`,
    ).join('');
    const file = deflatedDocx({
      'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
      'word/media/image1.jpeg': randomBytes(20 * MB),
      'word/media/image2.png': randomBytes(20 * MB),
    });
    expect(file.length).toBeLessThan(50 * MB);
    const res = await upload('document', { data: file, filename: 'annual-report.docx' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.mimetype).toBe(UPLOAD_MIME.docx);
  });

  it('refuses a document over 50 MB with 413', async () => {
    const res = await upload('document', { data: pdf(50 * MB + 1), filename: 'thesis.pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size must be less than 50MB');
  });
});

describe('POST /api/upload/gallery', () => {
  it('takes GIF (kept animated) as well as JPEG, PNG and WebP', async () => {
    const res = await upload('gallery', { data: await gif(500, 300), filename: 'anim.gif' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ mimetype: 'image/gif', width: 500, height: 300, url: expect.stringMatching(/\.gif$/) });
    expect(Object.keys(data.variants)).toEqual(['400']);
    const served = await t.inject({ method: 'GET', url: data.url });
    expect(served.headers['content-type']).toBe('image/gif');
    expect((await sharp(served.rawPayload, { animated: true }).metadata()).pages).toBe(2);
  });

  it('refuses a PDF with the gallery wording', async () => {
    const res = await upload('gallery', { data: pdf(), filename: 'doc.pdf' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Invalid file type: application/pdf. Only images (JPEG, PNG, WebP, GIF) are allowed.');
  });

  it('refuses an image over 10 MB, naming the file', async () => {
    const res = await upload('gallery', { data: fakePng(10 * MB + 1), filename: 'holiday.png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File holiday.png is too large. Maximum size is 10MB.');
  });
});

describe('access', () => {
  it.each(['single', 'document', 'gallery'] as const)(
    '/upload/%s: 401 without a token, 403 for a viewer, before reading the file',
    async (kind) => {
      const before = storedFiles().length;
      const anonymous = await upload(kind, { data: pdf(), filename: 'a.pdf' }, {});
      expect(anonymous.statusCode).toBe(401);
      const viewer = await upload(kind, { data: pdf(), filename: 'a.pdf' }, bearer(await t.tokenFor('viewer')));
      expect(viewer.statusCode).toBe(403);
      expect(storedFiles().length).toBe(before);
    },
  );

  it('serves nothing outside the uploads folder', async () => {
    const res = await t.inject({ method: 'GET', url: '/uploads/../../etc/passwd' });
    expect(res.statusCode).toBe(404);
  });
});

describe('readUpload (streaming)', () => {
  it('stops reading at the limit and marks the file truncated instead of buffering it whole', async () => {
    const app = Fastify();
    await app.register(fastifyMultipart);
    app.post('/', async (request) => {
      const file = await readUpload(request, 1000);
      return { read: file.bytes.length, truncated: file.truncated, filename: file.filename };
    });
    const big = await multipart({ file: { data: Buffer.alloc(5 * MB, 1), filename: 'big.bin' } });
    const res = await app.inject({ method: 'POST', url: '/', headers: big.headers, payload: big.payload });
    expect(res.json()).toEqual({ read: 1000, truncated: true, filename: 'big.bin' });
    const small = await multipart({ file: { data: Buffer.alloc(1000, 1), filename: 'small.bin' } });
    const ok = await app.inject({ method: 'POST', url: '/', headers: small.headers, payload: small.payload });
    expect(ok.json()).toEqual({ read: 1000, truncated: false, filename: 'small.bin' });
    await app.close();
  });
});
