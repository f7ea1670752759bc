import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_COUNTS, seedSampleContent } from '../src/db/seed/sample';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()), 60_000);
afterAll(() => t.close());

type Page = { total?: number; totalCount?: number };
type Body = { total?: number; pagination?: Page; data?: { total?: number; pagination?: Page } };
const totalOf = (b: Body) => {
  const p = b.pagination ?? b.data?.pagination;
  return p?.total ?? p?.totalCount ?? b.total ?? b.data?.total;
};

async function counts() {
  const get = async (url: string) => {
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return totalOf(res.json<Body>());
  };
  return {
    articles: await get('/api/articles?limit=1'),
    newsletters: await get('/api/articles/newsletters?limit=1'),
    projects: await get('/api/projects?limit=1'),
    publications: await get('/api/publications?limit=1'),
    gallery: await get('/api/gallery?limit=1'),
    events: await get('/api/events?limit=1&time=all'),
  };
}

describe('sample content seed', () => {
  it('fills an empty database once', async () => {
    expect(await seedSampleContent(t.app.db, t.app.services, t.app.storage)).toBe(true);
    // As many rows as the seed says it creates (SAMPLE_COUNTS), whatever those numbers are.
    const expected = { ...SAMPLE_COUNTS };
    expect(await counts()).toEqual(expected);
    const { items } = await t.app.services.articles.list('article', { limit: 100 }, false);
    expect(items).toHaveLength(SAMPLE_COUNTS.articles);
    const times = items.map((a) => Date.parse(a.publishedAt!));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(300 * 24 * 60 * 60 * 1000);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    // Every seeded article is published, with a unique slug, a title, an excerpt and a body.
    expect(new Set(items.map((a) => a.slug)).size).toBe(items.length);
    for (const a of items) {
      expect(a.slug, a.title).toMatch(/^[a-z0-9-]+$/);
      expect(a.title && a.excerpt && a.content, a.slug).toBeTruthy();
      expect(a.status, a.slug).toBe('published');
    }

    // The sample jobs are open at the seed time (deadlines ahead), some of them NEW.
    const jobs = (await t.inject({ method: 'GET', url: '/api/jobs?limit=100' })).json<{ jobs: Array<{ state: string; isNew: boolean }> }>()
      .jobs;
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => j.state === 'open')).toBe(true);
    expect(jobs.some((j) => j.isNew)).toBe(true);
    const press = await t.inject({ method: 'GET', url: '/api/press-releases?limit=1' });
    expect(press.json<{ pagination: { total: number } }>().pagination.total).toBeGreaterThan(0);
    const awards = await t.inject({ method: 'GET', url: '/api/awards?limit=1' });
    expect(awards.json<{ pagination: { total: number } }>().pagination.total).toBeGreaterThan(0);
    // The sample field sites: both regions, Kampala's first, each site's name once.
    const sites = (await t.app.services['field-sites'].list({ limit: 100 })).fieldSites;
    expect(sites).toHaveLength(8);
    expect(new Set(sites.map((s) => s.name)).size).toBe(sites.length);
    expect(sites.map((s) => s.region)).toEqual([...Array(4).fill('kampala'), ...Array(4).fill('busoga')]);
    // The sample countries of the impact page's map (once apps/web/app/content/countries.ts), by name.
    const countries = (await t.inject({ method: 'GET', url: '/api/countries?limit=100' })).json<{ countries: Array<{ name: string }> }>()
      .countries;
    expect(countries.map((c) => c.name)).toEqual([
      'Benin',
      'Ethiopia',
      'Ghana',
      'Kenya',
      'Malawi',
      'Nigeria',
      'Rwanda',
      'Tanzania',
      'Uganda',
      'Zambia',
    ]);

    // The sample team, in the order it is listed (positions 0, 1, 2...), every member valid for the API.
    const team = await t.app.services.team.all();
    expect(team.length).toBeGreaterThan(0);
    expect(team.map((m) => m.position)).toEqual(team.map((_, i) => i));

    // The sample partners: one record per organisation (no name twice), research emblems stored as files.
    const { partners, pagination } = await t.app.services.partners.list({ limit: 100 });
    expect(partners.length).toBeGreaterThan(0);
    expect(new Set(partners.map((p) => p.name)).size).toBe(partners.length);
    for (const p of partners.filter((x) => x.logoUrl)) expect(t.app.storage.owns(p.logoUrl!), p.name).toBe(true);

    expect(await seedSampleContent(t.app.db, t.app.services, t.app.storage)).toBe(false);
    expect(await counts()).toEqual(expected);
    expect((await t.inject({ method: 'GET', url: '/api/jobs?limit=100' })).json<{ jobs: unknown[] }>().jobs).toHaveLength(jobs.length);
    expect(await t.app.services.team.all()).toHaveLength(team.length);
    expect((await t.app.services.partners.list({ limit: 1 })).pagination.total).toBe(pagination.total);
    expect((await t.app.services['field-sites'].list({ limit: 1 })).pagination.total).toBe(sites.length);
  }, 120_000);

  it('serves the generated newsletter PDFs', async () => {
    const list = await t.app.services.articles.list('newsletter', { limit: 1 }, false);
    const url = list.items[0]!.content;
    expect(url).toMatch(/^\/uploads\/documents\/sample\/newsletter-\d\.pdf$/);
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    // Every xref entry points at the start of its object.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((o, i) => expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it('gives every publication a generated PDF, and every one but the policy briefs a DOI', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/publications?limit=100' });
    const { publications } = res.json<{
      publications: Array<{ title: string; type: string; fileUrl: string | null; doi: string | null }>;
    }>();
    expect(publications).toHaveLength(SAMPLE_COUNTS.publications);
    for (const p of publications) {
      expect(p.fileUrl, p.title).toMatch(/^\/uploads\/documents\/sample\/[a-z-]+-\d+\.pdf$/);
      if (p.type === 'Policy Brief') expect(p.doi, p.title).toBeNull();
      else expect(p.doi, p.title).toMatch(/^10\.5555\/mnch\.\d{4}\.\d+$/);
    }
    const dois = publications.flatMap((p) => (p.doi ? [p.doi] : []));
    expect(new Set(dois).size).toBe(dois.length);
    expect(new Set(publications.map((p) => p.fileUrl)).size).toBe(publications.length);
    const pdf = await t.inject({ method: 'GET', url: publications[0]!.fileUrl! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.toString('latin1')).toContain(`(${publications[0]!.title.split(' ')[0]}`);
  });

  it('gives every article, newsletter, project and event a picture of its own', async () => {
    const articles = await t.app.services.articles.list('article', { limit: 100 }, false);
    const newsletters = await t.app.services.articles.list('newsletter', { limit: 100 }, false);
    const projects = (await t.inject({ method: 'GET', url: '/api/projects?limit=100' })).json<{
      projects: Array<{ imageUrl: string | null }>;
    }>();
    const events = (await t.inject({ method: 'GET', url: '/api/events?limit=100&time=all' })).json<{
      events: Array<{ imageUrl: string | null }>;
    }>();
    const images = [
      ...articles.items.map((a) => a.featuredImageUrl),
      ...newsletters.items.map((a) => a.featuredImageUrl),
      ...projects.projects.map((p) => p.imageUrl),
      ...events.events.map((e) => e.imageUrl),
    ];
    expect(images).toHaveLength(SAMPLE_COUNTS.articles + SAMPLE_COUNTS.newsletters + SAMPLE_COUNTS.projects + SAMPLE_COUNTS.events);
    for (const url of images) expect(url).toMatch(/^\/uploads\/pictures\/sample\/[a-z]+-\d+\.jpg$/);
    expect(new Set(images).size).toBe(images.length);
    // Different pictures, not one picture stored many times; small JPEGs served as such.
    const files = await Promise.all(images.map((url) => t.inject({ method: 'GET', url: url! })));
    for (const file of files) {
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('image/jpeg');
      expect(file.rawPayload.length).toBeLessThan(60_000);
    }
    expect(new Set(files.map((f) => f.rawPayload.toString('base64'))).size).toBe(images.length);
  });

  it('stores the gallery images as uploads are stored, with their size and resized WebP copies', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/gallery?limit=1' });
    const image = res.json<{ images: Array<{ image_url: string; width: number; height: number; variants: Record<string, string> }> }>()
      .images[0]!;
    expect([image.width, image.height]).toEqual([1200, 800]);
    expect(Object.keys(image.variants)).toEqual(['400']);
    const copy = await t.inject({ method: 'GET', url: image.variants['400']! });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toContain('image/webp');
    expect((await t.inject({ method: 'GET', url: image.image_url })).statusCode).toBe(200);
  });

  /** Words that say a text is a stand-in, which a visitor must never read on the sample site. */
  const PLACEHOLDER = /\b(example|placeholder|sample|illustrative|dummy|demo|lorem|ipsum)\b/i;
  /** The texts a visitor reads in a JSON answer: its strings, without addresses, paths and emails. */
  const visibleTexts = (value: unknown): string[] => {
    if (typeof value === 'string') return /^(\/|https?:|mailto:)|^\S+@\S+$/.test(value) ? [] : [value];
    if (Array.isArray(value)) return value.flatMap(visibleTexts);
    if (value && typeof value === 'object') return Object.values(value).flatMap(visibleTexts);
    return [];
  };
  /** The strings a PDF shows (its `(...) Tj` operators and its title). */
  const pdfTexts = (pdf: string) => [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\)/g)].map((m) => m[1]!);
  const pageCount = (pdf: string) => Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)?.[1] ?? 0);

  it('reads as a real centre: no visitor-visible sample text holds a placeholder word', async () => {
    const lists = [
      '/api/articles?limit=100',
      '/api/articles/newsletters?limit=100',
      '/api/projects?limit=100',
      '/api/publications?limit=100',
      '/api/gallery?limit=100',
      '/api/events?limit=100&time=all',
      '/api/jobs?limit=100',
      '/api/team',
      '/api/partners?limit=100',
      '/api/press-releases?limit=100',
      '/api/awards?limit=100',
      '/api/field-sites?limit=100',
      '/api/countries?limit=100',
    ];
    let texts = 0;
    for (const url of lists) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      for (const text of visibleTexts(res.json())) {
        texts++;
        expect(text, url).not.toMatch(PLACEHOLDER);
      }
    }
    expect(texts).toBeGreaterThan(500);
  });

  it('gives every newsletter and publication a document of several pages with contents, sections and no placeholder text', async () => {
    const newsletters = await t.app.services.articles.list('newsletter', { limit: 100 }, false);
    const { publications } = (await t.inject({ method: 'GET', url: '/api/publications?limit=100' })).json<{
      publications: Array<{ title: string; fileUrl: string }>;
    }>();
    const documents = [
      ...newsletters.items.map((n) => ({ title: n.title, url: n.content })),
      ...publications.map((p) => ({ title: p.title, url: p.fileUrl })),
    ];
    expect(documents).toHaveLength(SAMPLE_COUNTS.newsletters + SAMPLE_COUNTS.publications);
    for (const { title, url } of documents) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const pdf = res.rawPayload.toString('latin1');
      expect(pageCount(pdf), url).toBeGreaterThan(2);
      expect((pdf.match(/\/Type \/Page /g) ?? []).length, url).toBe(pageCount(pdf));
      const texts = pdfTexts(pdf);
      expect(texts, url).toContain('Contents');
      expect(texts.join(' '), url).toContain(title.split(' ').slice(0, 3).join(' '));
      expect(texts.filter((x) => /^Page \d+ of \d+$/.test(x)).length, url).toBe(pageCount(pdf) - 1);
      for (const text of texts) expect(text, url).not.toMatch(PLACEHOLDER);
    }
  });

  it('draws each picture as a scene of many colours, not a two-colour gradient with an icon', async () => {
    const projects = (await t.inject({ method: 'GET', url: '/api/projects?limit=100' })).json<{ projects: Array<{ imageUrl: string }> }>();
    const events = (await t.inject({ method: 'GET', url: '/api/events?limit=100&time=all' })).json<{
      events: Array<{ imageUrl: string }>;
    }>();
    const gallery = (await t.inject({ method: 'GET', url: '/api/gallery?limit=100' })).json<{ images: Array<{ image_url: string }> }>();
    const articles = await t.app.services.articles.list('article', { limit: 100 }, false);
    const { publications } = (await t.inject({ method: 'GET', url: '/api/publications?limit=100' })).json<{
      publications: Array<{ coverImageUrl: string }>;
    }>();
    const urls = [
      ...publications.map((p) => p.coverImageUrl),
      ...articles.items.map((a) => a.featuredImageUrl!),
      ...projects.projects.map((p) => p.imageUrl),
      ...events.events.map((e) => e.imageUrl),
      ...gallery.images.map((g) => g.image_url),
    ];
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const file = await t.inject({ method: 'GET', url });
      // The colours of a small thumbnail, four bits a channel: a gradient with a white motif has few dozen.
      const { data } = await sharp(file.rawPayload).resize(64, 36).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const colours = new Set<number>();
      for (let p = 0; p < data.length; p += 3) colours.add(((data[p]! >> 4) << 8) | ((data[p + 1]! >> 4) << 4) | (data[p + 2]! >> 4));
      expect(colours.size, url).toBeGreaterThan(100);
    }
  });
});
