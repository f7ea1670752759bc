import { existsSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { galleryImages } from '../src/db/schema';
import { appWith, type AuthHeaders, bearer, type TestApp, type UploadedImage, uploadedPath, uploadGalleryImage } from './helpers';

let t: TestApp, editor: AuthHeaders;
beforeAll(async () => ({ t, editor } = await appWith(['editor'])));
afterAll(() => t.close());

const onDisk = (url: string) => uploadedPath(t, url);

const uploadImage = (width?: number, name?: string) => uploadGalleryImage(t, editor, width, name);

/** An uploaded file's name, size and type, as the gallery's writes take them. */
const fileOf = (f: UploadedImage) => ({ filename: f.filename, size: f.size, mimetype: f.mimetype });
/** An uploaded file as a gallery image's fields: its address (`image_url`), name, size and type. */
const asStored = (f: UploadedImage) => ({ image_url: f.url, ...fileOf(f) });

const item = (over: Record<string, unknown> = {}) => ({
  title: 'Community health workers',
  description: 'Training day in Mukono',
  image_url: '/uploads/images/2026/01/abc123.png',
  filename: 'chw.png',
  size: 1000,
  mimetype: 'image/png',
  ...over,
});

const post = (payload: unknown, headers = editor) => t.inject({ method: 'POST', url: '/api/gallery', headers, payload: payload as object });
const list = (query = '') => t.inject({ method: 'GET', url: `/api/gallery${query}` });

async function clear() {
  await t.app.db.delete(galleryImages);
}

describe('POST /api/gallery', () => {
  beforeEach(clear);

  it('stores the metadata of an uploaded image and answers 201 { image } with every field spelling', async () => {
    const file = await uploadImage();
    const res = await post({
      title: 'Clinic opening',
      description: 'Ribbon cutting',
      ...asStored(file),
      width: file.width,
      height: file.height,
      variants: file.variants,
    });
    expect(res.statusCode).toBe(201);
    const { image } = res.json();
    expect(image).toMatchObject({
      id: expect.any(Number),
      title: 'Clinic opening',
      description: 'Ribbon cutting',
      image_url: file.url,
      url: file.url,
      filename: 'photo.png',
      size: file.size,
      mimetype: 'image/png',
      type: 'photos',
      fullSize: null,
      width: 1300,
      height: 100,
      variants: file.variants,
    });
    expect(image.created_at).toBe(image.createdAt);
    expect(image.uploadedAt).toBe(image.created_at);
    expect(new Date(image.updated_at).toISOString()).toBe(image.updated_at);

    const got = await t.inject({ method: 'GET', url: `/api/gallery/${image.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json().image).toEqual(image);
  });

  it('takes `url` for `image_url`, a type and a full-size source; description may be left out', async () => {
    const res = await post({
      title: 'Explainer',
      url: '/uploads/images/2026/01/x.png',
      filename: 'x.png',
      size: 5,
      mimetype: 'image/png',
      type: 'videos',
      fullSize: 'https://www.youtube-nocookie.com/embed/abc',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().image).toMatchObject({
      image_url: '/uploads/images/2026/01/x.png',
      description: null,
      type: 'videos',
      fullSize: 'https://www.youtube-nocookie.com/embed/abc',
    });
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: undefined }, 'title', 'Title is required'],
    [{ image_url: undefined }, 'image_url', 'Image URL is required'],
    [{ image_url: 'https://evil.example/x.png' }, 'image_url', 'Image URL must be a file uploaded to this site (/uploads/...)'],
    [{ image_url: '/uploads/../secret.png' }, 'image_url', 'Image URL must be a file uploaded to this site (/uploads/...)'],
    [{ image_url: 'javascript:alert(1)' }, 'image_url', 'Image URL must be a file uploaded to this site (/uploads/...)'],
    [{ type: 'audio' }, 'type', 'Type must be photos, videos or infographics'],
    [{ size: -1 }, 'size', 'Size must be a whole number of bytes'],
    [{ size: 'big' }, 'size', 'Size must be a whole number of bytes'],
    [{ variants: { 400: 'https://evil.example/x.webp' } }, 'variants.400', 'Variants must map a width to a file uploaded to this site'],
    [{ fullSize: 'javascript:alert(1)' }, 'fullSize', 'Full-size source must be a web address or a file uploaded to this site'],
  ])('refuses %j with 400 on %s', async (over, field, message) => {
    const res = await post(item(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect((await list()).json().pagination.totalCount).toBe(0);
  });
});

describe('POST /api/gallery/bulk', () => {
  beforeEach(clear);

  it('stores every image in order and answers 201 { images }', async () => {
    const files = [await uploadImage(500, 'one.png'), await uploadImage(500, 'two.png')];
    const res = await t.send('POST', '/api/gallery/bulk', editor, {
      images: files.map((f, i) => ({
        title: `Launch ${i + 1}`,
        description: 'Shared',
        url: f.url,
        ...fileOf(f),
      })),
    });
    expect(res.statusCode).toBe(201);
    const { images } = res.json();
    expect(images.map((i: { title: string }) => i.title)).toEqual(['Launch 1', 'Launch 2']);
    expect(images.map((i: { image_url: string }) => i.image_url)).toEqual(files.map((f) => f.url));
    expect((await list()).json().pagination.totalCount).toBe(2);
  });

  it('stores nothing when one item is invalid and names its index', async () => {
    const res = await t.send('POST', '/api/gallery/bulk', editor, {
      images: [item({ title: 'Fine' }), item({ title: '' }), item({ title: 'Also fine' })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'images[1]: Title is required',
      errors: [{ field: 'images.1.title', message: 'Title is required' }],
    });
    expect((await list()).json().pagination.totalCount).toBe(0);
  });

  it('refuses an empty or missing list', async () => {
    for (const payload of [{ images: [] }, {}, { images: 'x' }]) {
      const res = await t.inject({ method: 'POST', url: '/api/gallery/bulk', headers: editor, payload });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('GET /api/gallery', () => {
  beforeAll(async () => {
    await clear();
    const titles = ['Delta', 'alpha', 'Charlie', 'bravo', 'Echo'];
    // One at a time so that created_at follows the order.
    for (const [i, title] of titles.entries()) {
      const res = await post(
        item({
          title,
          size: (i + 1) * 100,
          description: i === 2 ? 'Maternal 100% care_unit' : `Item ${i}`,
          type: i === 4 ? 'infographics' : 'photos',
        }),
      );
      expect(res.statusCode).toBe(201);
    }
  });

  it('pages newest first by default with the { images, pagination } envelope (limit 12)', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ currentPage: 1, limit: 12, totalCount: 5, totalPages: 1 });
    expect(body.images.map((i: { title: string }) => i.title)).toEqual(['Echo', 'bravo', 'Charlie', 'alpha', 'Delta']);

    const page2 = (await list('?page=2&limit=2')).json();
    expect(page2.pagination).toEqual({ currentPage: 2, limit: 2, totalCount: 5, totalPages: 3 });
    expect(page2.images.map((i: { title: string }) => i.title)).toEqual(['Charlie', 'alpha']);
    const beyond = (await list('?page=9&limit=2')).json();
    expect(beyond.images).toEqual([]);
  });

  it('sorts by title (case-insensitive) and size, both orders', async () => {
    const titles = async (q: string) => (await list(q)).json().images.map((i: { title: string }) => i.title);
    expect(await titles('?sort=title&order=asc')).toEqual(['alpha', 'bravo', 'Charlie', 'Delta', 'Echo']);
    expect(await titles('?sort=title&order=desc')).toEqual(['Echo', 'Delta', 'Charlie', 'bravo', 'alpha']);
    expect(await titles('?sort=size&order=asc')).toEqual(['Delta', 'alpha', 'Charlie', 'bravo', 'Echo']);
    expect(await titles('?sort=-size')).toEqual(['Echo', 'bravo', 'Charlie', 'alpha', 'Delta']);
    expect(await titles('?sort=created_at&order=asc')).toEqual(['Delta', 'alpha', 'Charlie', 'bravo', 'Echo']);
  });

  it('searches title or description, literally and case-insensitively, and filters by type', async () => {
    const titles = async (q: string) => (await list(q)).json().images.map((i: { title: string }) => i.title);
    expect(await titles('?search=ALPHA')).toEqual(['alpha']);
    expect(await titles('?search=maternal')).toEqual(['Charlie']);
    expect(await titles('?search=100%25')).toEqual(['Charlie']);
    expect(await titles('?search=_')).toEqual(['Charlie']);
    expect(await titles('?search=%25')).toEqual(['Charlie']);
    expect(await titles('?type=infographics')).toEqual(['Echo']);
    const none = (await list('?search=nothing-like-this')).json();
    expect(none).toEqual({ images: [], pagination: { currentPage: 1, limit: 12, totalCount: 0, totalPages: 1 } });
  });

  it.each(['?limit=0', '?limit=101', '?page=0', '?page=x', '?sort=id', '?order=up', '?type=audio'])('answers 400 for %s', async (q) => {
    const res = await list(q);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('GET /recent gives the newest (default 10) and GET /statistics sums the sizes', async () => {
    const recent = await t.inject({ method: 'GET', url: '/api/gallery/recent?limit=2' });
    expect(recent.statusCode).toBe(200);
    expect(recent.json().images.map((i: { title: string }) => i.title)).toEqual(['Echo', 'bravo']);
    expect((await t.inject({ method: 'GET', url: '/api/gallery/recent' })).json().images).toHaveLength(5);
    expect((await t.inject({ method: 'GET', url: '/api/gallery/recent?limit=500' })).statusCode).toBe(400);

    const stats = await t.inject({ method: 'GET', url: '/api/gallery/statistics' });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({ totalImages: 5, totalSize: 1500 });
  });

  it('GET /{id}: 404 for an unknown image, 400 for a bad id', async () => {
    const missing = await t.inject({ method: 'GET', url: '/api/gallery/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Image not found');
    expect((await t.inject({ method: 'GET', url: '/api/gallery/abc' })).statusCode).toBe(400);
  });
});

describe('GET /api/gallery/statistics when empty', () => {
  it('answers zeros', async () => {
    await clear();
    const stats = await t.inject({ method: 'GET', url: '/api/gallery/statistics' });
    expect(stats.json()).toEqual({ totalImages: 0, totalSize: 0 });
  });
});

describe('PUT /api/gallery/{id}', () => {
  it('changes only the title and the description', async () => {
    const { image } = (await post(item())).json();
    const res = await t.send('PUT', `/api/gallery/${image.id}`, editor, {
      title: 'New title',
      description: '',
      image_url: '/uploads/images/2026/01/other.png',
      size: 1,
      type: 'videos',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().image).toMatchObject({
      ...image,
      title: 'New title',
      description: null,
      updated_at: expect.any(String),
      updatedAt: expect.any(String),
      version: expect.any(String),
    });
    expect(
      (await t.inject({ method: 'PUT', url: `/api/gallery/${image.id}`, headers: editor, payload: { title: ' ' } })).json().errors,
    ).toContainEqual({ field: 'title', message: 'Title is required' });
    expect((await t.inject({ method: 'PUT', url: '/api/gallery/999999', headers: editor, payload: { title: 'x' } })).statusCode).toBe(404);
  });
});

/** Deletes the image's trash entry for good (as an admin), which removes its files. */
async function deleteForever(imageId: number) {
  const admin = bearer(await t.adminToken());
  const list = await t.inject({ method: 'GET', url: '/api/trash?kind=gallery&limit=100', headers: admin });
  const entry = list.json<{ entries: Array<{ id: number; itemId: number }> }>().entries.find((e) => e.itemId === imageId);
  expect(entry).toBeDefined();
  expect((await t.inject({ method: 'DELETE', url: `/api/trash/${entry!.id}`, headers: admin })).statusCode).toBe(200);
}

describe('DELETE /api/gallery/{id}', () => {
  it('moves the image to the trash, keeping its stored file and copies until the entry is deleted for good', async () => {
    const file = await uploadImage(1300);
    const urls = [file.url, ...Object.values(file.variants)];
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(existsSync(onDisk(url))).toBe(true);
    const { image } = (
      await post({
        title: 'To delete',
        ...asStored(file),
        variants: file.variants,
      })
    ).json();

    const res = await t.inject({ method: 'DELETE', url: `/api/gallery/${image.id}`, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Image moved to the trash' });
    expect((await t.inject({ method: 'GET', url: `/api/gallery/${image.id}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/gallery/${image.id}`, headers: editor })).statusCode).toBe(404);
    for (const url of urls) expect(existsSync(onDisk(url))).toBe(true);
    await deleteForever(image.id);
    for (const url of urls) expect(existsSync(onDisk(url))).toBe(false);
    expect((await t.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });

  it('keeps the file while another entry still shows it', async () => {
    const file = await uploadImage(300);
    const a = (await post({ title: 'A', image_url: file.url })).json().image;
    const b = (await post({ title: 'B', image_url: file.url })).json().image;
    expect(a.filename).toBe(file.url.split('/').pop());
    expect(a.mimetype).toBe('image/png');
    await t.inject({ method: 'DELETE', url: `/api/gallery/${a.id}`, headers: editor });
    await deleteForever(a.id);
    expect(existsSync(onDisk(file.url))).toBe(true);
    // B in the trash still shows it too.
    await t.inject({ method: 'DELETE', url: `/api/gallery/${b.id}`, headers: editor });
    expect(existsSync(onDisk(file.url))).toBe(true);
    await deleteForever(b.id);
    expect(existsSync(onDisk(file.url))).toBe(false);
  });
});

describe('access', () => {
  it('lets anyone read and only editors and admins write', async () => {
    const { image } = (await post(item())).json();
    for (const url of ['/api/gallery', `/api/gallery/${image.id}`, '/api/gallery/recent', '/api/gallery/statistics']) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const viewer = bearer(await t.tokenFor('viewer'));
    const admin = bearer(await t.adminToken());
    const writes = [
      { method: 'POST' as const, url: '/api/gallery', payload: item() },
      { method: 'POST' as const, url: '/api/gallery/bulk', payload: { images: [item()] } },
      { method: 'PUT' as const, url: `/api/gallery/${image.id}`, payload: { title: 'x' } },
      { method: 'DELETE' as const, url: `/api/gallery/${image.id}` },
    ];
    for (const w of writes) {
      expect((await t.inject({ ...w })).statusCode, `${w.method} ${w.url}`).toBe(401);
      expect((await t.inject({ ...w, headers: viewer })).statusCode, `${w.method} ${w.url}`).toBe(403);
    }
    for (const w of writes) {
      const res = await t.inject({ ...w, headers: admin });
      expect(res.statusCode, `${w.method} ${w.url}`).toBeLessThan(300);
    }
  });
});
