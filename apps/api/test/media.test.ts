import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, type MediaDetail, type MediaItem } from '@mnch/shared';
import { registerMediaFiles } from '../src/db/data-steps';
import { appWith, type AuthHeaders, type TestApp, uploadedPath } from './helpers';
import { multipart, pdf, png } from './fixtures/files';

let t: TestApp, editor: AuthHeaders, admin: AuthHeaders, viewer: AuthHeaders;
beforeAll(async () => ({ t, editor, admin, viewer } = await appWith(['editor', 'admin', 'viewer'])));
afterAll(() => t.close());

interface Uploaded {
  id: number;
  url: string;
  variants?: Record<string, string>;
}

async function upload(kind: 'single' | 'document' | 'gallery', data: Buffer, filename: string, type: string): Promise<Uploaded> {
  const body = await multipart({ file: { data, filename, type } });
  const res = await t.send('POST', `/api/upload/${kind}`, { ...editor, ...body.headers }, body.payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Uploaded;
}
const list = async (query = '') => {
  const res = await t.inject({ method: 'GET', url: `/api/media${query}`, headers: editor });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ media: MediaItem[]; pagination: { total: number; totalPages: number } }>();
};
const get = async (id: number) => {
  const res = await t.inject({ method: 'GET', url: `/api/media/${id}`, headers: editor });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ file: MediaDetail }>().file;
};
/** Creates an article (as the editor) whose featured image is the file at `imageUrl`: the answer. */
const articleWith = (title: string, imageUrl: string) =>
  t.send('POST', '/api/articles', editor, { title, content: '<p>Body</p>', category: 'News', featuredImageUrl: imageUrl });
/** Creates a press release (as the editor) whose link is a file's address: the answer. */
const pressWith = (payload: { title: string; summary: string; date: string; link: string }) =>
  t.send('POST', '/api/press-releases', editor, payload);
const onDisk = (url: string) => uploadedPath(t, url);

describe('media library', () => {
  it('registers every upload with its name, type, size, dimensions, copies and uploader; lists newest first with search, type and pages', async () => {
    const image = await upload('single', await png(1600, 900), 'Clinic opening mq4.png', 'image/png');
    const doc = await upload('document', pdf(), 'Annual report mq4.pdf', 'application/pdf');
    expect(image.id).toEqual(expect.any(Number));

    const all = await list('?search=mq4');
    expect(all.media.map((m) => m.id)).toEqual([doc.id, image.id]);
    const [d, i] = all.media;
    expect(i).toMatchObject({
      url: image.url,
      name: 'Clinic opening mq4.png',
      mimetype: 'image/png',
      kind: 'image',
      width: 1600,
      height: 900,
      alt: '',
      useCount: 0,
      uploadedBy: { id: expect.any(Number), name: 'Test editor' },
    });
    expect(Object.keys(i!.variants).sort()).toEqual(['1200', '400']);
    expect(i!.size).toBeGreaterThan(0);
    expect(d).toMatchObject({ kind: 'document', mimetype: 'application/pdf', width: null, height: null, variants: {} });

    expect((await list('?search=mq4&kind=image')).media.map((m) => m.id)).toEqual([image.id]);
    expect((await list('?search=mq4&kind=document')).media.map((m) => m.id)).toEqual([doc.id]);
    const page2 = await list('?search=mq4&limit=1&page=2');
    expect(page2.pagination).toMatchObject({ total: 2, totalPages: 2 });
    expect(page2.media.map((m) => m.id)).toEqual([image.id]);

    // Alt text: edited, searched, cleared.
    const patched = await t.send('PATCH', `/api/media/${image.id}`, editor, { alt: '  Nurses at the clinic qv8 ' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().file).toMatchObject({ alt: 'Nurses at the clinic qv8', name: 'Clinic opening mq4.png' });
    expect((await list('?search=qv8')).media.map((m) => m.id)).toEqual([image.id]);
    const renamed = await t.send('PATCH', `/api/media/${image.id}`, admin, { name: 'Clinic mq4.png', alt: '' });
    expect(renamed.json().file).toMatchObject({ alt: '', name: 'Clinic mq4.png' });
  });

  it('finds where a file is used (link fields, rich text and its copies) and refuses to delete it until nothing uses it', async () => {
    const image = await upload('single', await png(1400, 700), 'Used image.png', 'image/png');
    const copy = image.variants!['400']!;
    const article = await articleWith('Media use article zr3', image.url);
    expect(article.statusCode, article.body).toBe(201);
    const articleId = article.json().article.id as number;
    const project = await t.send('POST', '/api/projects', editor, {
      title: 'Media use project zr3',
      description: `<p>See <img src="${copy}" alt="x"></p>`,
      category: 'Research',
    });
    expect(project.statusCode, project.body).toBe(201);
    const projectId = project.json().project.id as number;
    const press = await pressWith({ title: 'Media use press zr3', summary: 'Summary', date: '2025-01-01', link: image.url });
    const pressId = press.json().pressRelease.id as number;

    const detail = await get(image.id);
    expect(detail.uses).toEqual(
      expect.arrayContaining([
        { kind: 'article', id: articleId, label: 'Media use article zr3' },
        { kind: 'project', id: projectId, label: 'Media use project zr3' },
        { kind: 'press', id: pressId, label: 'Media use press zr3' },
      ]),
    );
    expect(detail.uses).toHaveLength(3);
    expect((await list('?search=Used%20image')).media[0]?.useCount).toBe(3);

    const refused = await t.inject({ method: 'DELETE', url: `/api/media/${image.id}`, headers: editor });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MEDIA_MESSAGES.inUse(3));
    expect(refused.json().uses).toHaveLength(3);
    expect(existsSync(onDisk(image.url))).toBe(true);
    expect((await get(image.id)).id).toBe(image.id);

    // Once no content names it, the file and its copies go.
    await t.inject({ method: 'PUT', url: `/api/articles/${articleId}`, headers: editor, payload: { featuredImageUrl: '' } });
    await t.inject({ method: 'PUT', url: `/api/projects/${projectId}`, headers: editor, payload: { description: '<p>No image</p>' } });
    await t.inject({ method: 'PUT', url: `/api/press-releases/${pressId}`, headers: editor, payload: { link: '' } });
    expect((await get(image.id)).uses).toEqual([]);
    const deleted = await t.inject({ method: 'DELETE', url: `/api/media/${image.id}`, headers: editor });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(MEDIA_MESSAGES.deleted);
    expect(existsSync(onDisk(image.url))).toBe(false);
    expect(existsSync(onDisk(copy))).toBe(false);
    expect((await t.inject({ method: 'GET', url: `/api/media/${image.id}`, headers: editor })).statusCode).toBe(404);
  });

  it("counts a staff member's profile picture as a use", async () => {
    const image = await upload('single', await png(300, 300), 'Avatar zr4.png', 'image/png');
    const res = await t.send('PATCH', '/api/auth/me', editor, { name: 'Avatar owner zr4', avatar: image.url });
    expect(res.statusCode, res.body).toBe(200);
    const uses = (await get(image.id)).uses;
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ kind: 'user', label: 'Avatar owner zr4' });
    expect((await t.inject({ method: 'DELETE', url: `/api/media/${image.id}`, headers: editor })).statusCode).toBe(409);
    await t.inject({ method: 'PATCH', url: '/api/auth/me', headers: editor, payload: { name: 'Avatar owner zr4', avatar: null } });
  });

  it('counts an item waiting in the trash as a use, so restoring it brings its picture back', async () => {
    const image = await upload('single', await png(500, 300), 'Trashed use zr5.png', 'image/png');
    const created = await articleWith('Trashed article zr5', image.url);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().article.id as number;
    expect((await t.inject({ method: 'DELETE', url: `/api/articles/${id}`, headers: editor })).statusCode).toBe(200);

    const uses = (await get(image.id)).uses;
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ kind: 'trash', label: 'Trashed article zr5' });
    expect((await t.inject({ method: 'DELETE', url: `/api/media/${image.id}`, headers: editor })).statusCode).toBe(409);
    expect(existsSync(onDisk(image.url))).toBe(true);

    // Deleted for good, the entry no longer holds the file, which may then go.
    expect((await t.inject({ method: 'DELETE', url: `/api/trash/${uses[0]!.id}`, headers: admin })).statusCode).toBe(200);
    expect((await get(image.id)).uses).toEqual([]);
  });

  it('registers the files content named before the library (the data step), once', async () => {
    const uploaded = await upload('gallery', await png(900, 600), 'Old gallery.png', 'image/png');
    // A file stored before the library existed: its row is gone, content still names it.
    await t.database.db.execute(`delete from uploads where id = ${uploaded.id}` as never);
    const gallery = await t.send('POST', '/api/gallery', editor, {
      title: 'Old gallery item',
      image_url: uploaded.url,
      filename: 'Old gallery.png',
      size: 1234,
      mimetype: 'image/png',
      width: 900,
      height: 600,
      variants: uploaded.variants,
    });
    expect(gallery.statusCode, gallery.body).toBe(201);
    const docUrl = '/uploads/documents/sample/legacy-report.pdf';
    await t.send('POST', '/api/press-releases', editor, { title: 'Legacy', summary: 'S', date: '2024-01-01', link: docUrl });

    expect(await registerMediaFiles.run(t.database.db)).toBe(2);
    expect(await registerMediaFiles.run(t.database.db)).toBe(0);
    const [image] = (await list('?search=Old%20gallery')).media;
    expect(image).toMatchObject({ url: uploaded.url, size: 1234, width: 900, height: 600, variants: uploaded.variants, useCount: 1 });
    const [doc] = (await list('?search=legacy-report')).media;
    expect(doc).toMatchObject({ url: docUrl, kind: 'document', mimetype: 'application/pdf', size: null, uploadedBy: null });
  });

  it("keeps a trashed gallery image's file while other content uses it, and removes it (and its entry) once nothing does", async () => {
    const file = await upload('gallery', await png(800, 500), 'Shared picture.png', 'image/png');
    const gallery = await t.send('POST', '/api/gallery', editor, {
      title: 'Shared picture',
      image_url: file.url,
      filename: 'Shared picture.png',
      size: 10,
      mimetype: 'image/png',
      variants: file.variants,
    });
    const galleryId = gallery.json().image.id as number;
    const press = await pressWith({ title: 'Uses the picture', summary: 'S', date: '2025-02-02', link: file.url });
    const pressId = press.json().pressRelease.id as number;

    const emptyTrash = () => t.inject({ method: 'DELETE', url: '/api/trash', headers: admin });
    await t.inject({ method: 'DELETE', url: `/api/gallery/${galleryId}`, headers: editor });
    expect((await emptyTrash()).statusCode).toBe(200);
    expect(existsSync(onDisk(file.url))).toBe(true);
    expect((await get(file.id)).uses).toEqual([{ kind: 'press', id: pressId, label: 'Uses the picture' }]);

    await t.inject({ method: 'DELETE', url: `/api/press-releases/${pressId}`, headers: editor });
    await emptyTrash();
    // The file was the gallery image's, whose entry is gone: nothing removes it now but the library.
    expect((await get(file.id)).uses).toEqual([]);
    expect((await t.inject({ method: 'DELETE', url: `/api/media/${file.id}`, headers: editor })).statusCode).toBe(200);
    expect(existsSync(onDisk(file.url))).toBe(false);
  });

  it('is read by every back-office role (a viewer too, decision 33) and changed by editors and admins only', async () => {
    const file = await upload('document', pdf(), 'Roles.pdf', 'application/pdf');
    for (const [headers, read, write] of [
      [{}, 401, 401],
      [viewer, 200, 403],
    ] as const) {
      expect((await t.inject({ method: 'GET', url: '/api/media', headers })).statusCode).toBe(read);
      expect((await t.inject({ method: 'GET', url: `/api/media/${file.id}`, headers })).statusCode).toBe(read);
      expect((await t.inject({ method: 'PATCH', url: `/api/media/${file.id}`, headers, payload: { alt: 'x' } })).statusCode).toBe(write);
      expect((await t.inject({ method: 'DELETE', url: `/api/media/${file.id}`, headers })).statusCode).toBe(write);
    }
    expect((await get(file.id)).alt).toBe('');
  });

  it('answers bad input with a clear message and changes nothing', async () => {
    const file = await upload('document', pdf(), 'Bad input.pdf', 'application/pdf');
    const cases: Array<[string, string, unknown, string]> = [
      ['GET', '/api/media?kind=video', undefined, MEDIA_MESSAGES.kindInvalid],
      ['GET', '/api/media?page=0', undefined, 'page must be a whole number'],
      ['PATCH', `/api/media/${file.id}`, { alt: 'a'.repeat(301) }, 'Alt text must be at most 300 characters'],
      ['PATCH', `/api/media/${file.id}`, { name: '   ' }, MEDIA_MESSAGES.nameRequired],
      ['PATCH', `/api/media/${file.id}`, { alt: 42 }, 'Alt text must be text'],
      ['PATCH', '/api/media/abc', { alt: 'x' }, 'Invalid id'],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await t.inject({ method, url, headers: editor, payload: payload as never });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await get(file.id)).toMatchObject({ alt: '', name: 'Bad input.pdf' });
    expect((await t.inject({ method: 'PATCH', url: '/api/media/999999', headers: editor, payload: { alt: 'x' } })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: '/api/media/999999', headers: editor })).statusCode).toBe(404);
  });
});
