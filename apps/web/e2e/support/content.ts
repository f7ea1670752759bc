import type { APIRequestContext, Page } from '@playwright/test';
import type { CountryItem, FieldSiteItem, FigureItem, SiteSettings } from '@mnch/shared';
import { figureSet, type FigureSet } from '../../app/lib/figures';
import { expect } from '@playwright/test';
import { E2E_ADMIN } from './server';

/** A marker unique to one test run, for titles other parallel tests never use. */
export function marker(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * Loads `url` until `records` (read through the API) are the same before and after the load: other specs
 * add and remove records on the shared server meanwhile, and then the page was rendered from these. Answers them.
 */
export async function loadWhileUnchanged<T>(page: Page, url: string, records: () => Promise<T>): Promise<T> {
  let seen: T | undefined;
  await expect(async () => {
    const before = await records();
    await page.goto(url);
    seen = await records();
    expect(JSON.stringify(seen)).toBe(JSON.stringify(before));
  }).toPass({ intervals: [500, 1000, 2000] });
  return seen as T;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).data.tokens.accessToken as string;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POSTs `data` to `path` as `token`, expects 201 Created and returns the answer's `key` (`{ job: … }`: the job). */
export async function createdVia<T>(request: APIRequestContext, token: string, path: string, key: string, data: Record<string, unknown>) {
  const res = await request.post(path, { headers: auth(token), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json())[key] as T;
}

/**
 * The newsletter subscribers whose email, name or organisation contains `localPart`, as the back office
 * sees them (GET /api/subscribers). Subscribing answers every address alike, so tests check what was
 * stored here; they search by a generated local part, never put a whole address in a URL.
 */
export async function subscribersNamed(request: APIRequestContext, localPart: string) {
  const res = await request.get(`/api/subscribers?search=${encodeURIComponent(localPart)}`, { headers: auth(await adminToken(request)) });
  expect(res.status()).toBe(200);
  return (await res.json()).subscribers as Array<{
    id: number;
    email: string;
    name: string | null;
    status: string;
    source: string;
    organization: string | null;
    interests: string[];
  }>;
}

/** The accounts (users) whose email contains `localPart`: subscribing makes none. */
export async function accountsNamed(request: APIRequestContext, localPart: string) {
  const res = await request.get(`/api/users/all?search=${encodeURIComponent(localPart)}`, { headers: auth(await adminToken(request)) });
  expect(res.status()).toBe(200);
  return (await res.json()).data.users as { email: string; name: string; role: string }[];
}

/** A small valid PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function uploadPdf(request: APIRequestContext, token: string, name = 'report.pdf'): Promise<string> {
  const res = await request.post('/api/upload/document', {
    headers: auth(token),
    multipart: { file: { name, mimeType: 'application/pdf', buffer: PDF_BYTES } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.url as string;
}

export async function createPublication(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const res = await request.post('/api/publications', {
    headers: auth(token),
    data: { authors: [{ name: 'A. Author' }], year: 2030, status: 'published', journal: 'Journal of E2E Health', ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).publication as { id: number; slug: string; title: string; downloads: number };
}

export async function createArticle(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const res = await request.post('/api/articles', {
    headers: auth(token),
    data: { kind: 'article', status: 'published', category: 'Research Breakthrough', content: '<p>Body of the article.</p>', ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).article as { id: number; slug: string; title: string };
}

export { auth };

/** Uploads a picture and adds it to the gallery under `title`, as the back office does. */
export async function addGalleryImage(request: APIRequestContext, token: string, title: string, png: Buffer, description?: string) {
  const up = await request.post('/api/upload/gallery', {
    headers: auth(token),
    multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: png } },
  });
  expect(up.status(), await up.text()).toBe(201);
  const data = (await up.json()).data;
  const res = await request.post('/api/gallery', {
    headers: auth(token),
    data: {
      title,
      description,
      image_url: data.url,
      filename: data.filename,
      size: data.size,
      mimetype: data.mimetype,
      width: data.width,
      height: data.height,
      variants: data.variants,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const DAY_MS = 86_400_000;
/** An ISO instant `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export interface CreatedJob {
  id: number;
  title: string;
  pathway: string;
  salary: string | null;
  postedDate: string;
  deadline: string;
  applyEmail: string | null;
  applyUrl: string | null;
  isNew: boolean;
  state: string;
}

/**
 * A job through the API (POST /api/jobs): published, open for 30 days, posted yesterday (NEW), applied
 * to by email, unless `data` says otherwise. Tests share one server: give it a title of its own.
 */
export async function createJob(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<CreatedJob> {
  return createdVia<CreatedJob>(request, token, '/api/jobs', 'job', {
    pathway: 'research-data',
    employmentType: 'contract',
    level: 'Entry level',
    location: 'Kampala',
    salary: 'UGX 1,000,000 - 2,000,000 per month',
    summary: 'A position created by a browser test.',
    description: '<p>About the role.</p>',
    requirements: '<ul><li>A degree</li></ul>',
    postedDate: daysFromNow(-1),
    deadline: daysFromNow(30),
    applyEmail: 'careers@e2e.example.org',
    status: 'published',
    ...data,
  });
}

/** The site settings the public pages show (GET /api/settings: contact details, hours, map, social and footer links). */
export async function siteSettings(request: APIRequestContext): Promise<SiteSettings> {
  const res = await request.get('/api/settings');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { settings: SiteSettings }).settings;
}

/** A press release through the API (POST /api/press-releases). */
export async function createPressRelease(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const res = await request.post('/api/press-releases', {
    headers: auth(token),
    data: { summary: 'A release created by a browser test.', date: '2025-01-01', ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).pressRelease as { id: number; title: string; summary: string; date: string; link: string | null };
}

/** An award through the API (POST /api/awards). */
export async function createAward(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const res = await request.post('/api/awards', {
    headers: auth(token),
    data: { awardedBy: 'E2E Health Network', year: 2024, ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).award as { id: number; title: string; awardedBy: string; year: number; description: string | null };
}

/** The site's figures the public pages show (GET /api/figures), by key as the pages use them (app/lib/figures.ts). */
export async function siteFigures(request: APIRequestContext): Promise<FigureSet> {
  const res = await request.get('/api/figures');
  expect(res.status()).toBe(200);
  return figureSet(((await res.json()) as { figures: FigureItem[] }).figures);
}

/** A field site through the API (POST /api/field-sites): Busoga's centre unless `data` says otherwise. */
export async function createFieldSite(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  return createdVia<FieldSiteItem>(request, token, '/api/field-sites', 'fieldSite', {
    region: 'busoga',
    type: 'Health centre',
    x: 50,
    y: 50,
    healthWorkersTrained: 12,
    communitiesReached: 3,
    programsActive: 1,
    livesImpacted: 1500,
    programs: ['E2E outreach'],
    description: 'A field site made by an end-to-end test.',
    colorFrom: '#0c4a6e',
    colorTo: '#0ea5e9',
    motif: 'clinic',
    ...data,
  });
}

export async function deleteFieldSite(request: APIRequestContext, token: string, id: number) {
  await request.delete(`/api/field-sites/${id}`, { headers: auth(token) });
}

/** Every field site, as the impact page reads them (GET /api/field-sites, by region then name). */
export async function allFieldSites(request: APIRequestContext): Promise<FieldSiteItem[]> {
  const res = await request.get('/api/field-sites?limit=100');
  expect(res.status()).toBe(200);
  return (await res.json()).fieldSites as FieldSiteItem[];
}

/** Every country of the impact page's map as the API lists it (GET /api/countries, by name), page after page; `query` filters. */
export async function allCountries(request: APIRequestContext, query: Record<string, string> = {}): Promise<CountryItem[]> {
  const out: CountryItem[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get('/api/countries', { params: { ...query, limit: 100, page } });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { countries: CountryItem[]; pagination: { totalPages: number } };
    out.push(...body.countries);
    if (page >= body.pagination.totalPages) return out;
  }
}

/**
 * The ISO codes tests may use: user-assigned ones (QM-QZ, XA-XZ), never a real country's. Those of the
 * back-office form (`form`: XV-XZ) are apart from those `createCountry` takes (`api`), so a code the form
 * test picked is not taken by a parallel test's createCountry before the form is sent.
 */
const TEST_CODES = {
  api: [...'MNOPQRSTUVWXYZ'].map((l) => `Q${l}`).concat([...'ABCDEFGHIJKLMNOPQRSTU'].map((l) => `X${l}`)),
  form: [...'VWXYZ'].map((l) => `X${l}`),
};

/** A test code no country has now. */
export async function freeCountryCode(request: APIRequestContext, pool: keyof typeof TEST_CODES = 'api'): Promise<string> {
  const taken = new Set((await allCountries(request)).map((c) => c.code));
  const free = TEST_CODES[pool].filter((c) => !taken.has(c));
  return free[Math.floor(Math.random() * free.length)]!;
}

/**
 * A country of the impact page's map through the API (POST /api/countries). Without a `code`, one of the
 * test codes no country has (tried again with another when a parallel test took it meanwhile: a 409).
 */
export async function createCountry(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<CountryItem> {
  for (let attempt = 0; ; attempt++) {
    const code = data.code ?? (await freeCountryCode(request));
    const res = await request.post('/api/countries', {
      headers: auth(token),
      data: {
        code,
        incomeLevel: 'upper-middle',
        activity: 'none',
        population: 1_000_000,
        // Out of the impact map's first view (the Atlantic), away from the markers other tests click.
        latitude: 25,
        longitude: -40,
        programmes: [],
        partners: [],
        maternalMortality: 100,
        under5Mortality: 20,
        gdpPerCapita: 5000,
        ...data,
      },
    });
    if (res.status() === 409 && data.code === undefined && attempt < 5) continue;
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).country as CountryItem;
  }
}

export async function deleteCountry(request: APIRequestContext, token: string, id: number) {
  const res = await request.delete(`/api/countries/${id}`, { headers: auth(token) });
  expect([200, 404]).toContain(res.status());
}

/**
 * The path of the link matching `pattern` in the newest Outbox message to `email` whose subject
 * contains `subject`, read as an administrator does (GET /api/outbox and /api/outbox/{id}): the e2e
 * server sends no mail, so messages wait there.
 */
export async function linkFromOutbox(request: APIRequestContext, email: string, subject: string, pattern: RegExp): Promise<string> {
  const headers = auth(await adminToken(request));
  let id: number | undefined;
  await expect(async () => {
    const list = await (await request.get('/api/outbox?limit=100', { headers })).json();
    id = (list.messages as Array<{ id: number; recipient: string; subject: string }>).find(
      (m) => m.recipient === email && m.subject.includes(subject),
    )?.id;
    expect(id, `a message "${subject}"`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  const message = (await (await request.get(`/api/outbox/${id}`, { headers })).json()).message as { text: string };
  const path = pattern.exec(message.text)?.[0];
  expect(path, 'the message carries the link').toBeTruthy();
  return path!;
}

/** The confirmation link's path (docs/behaviour/subscribers.md). */
export const CONFIRM_LINK = /\/newsletter\/confirm\/[A-Za-z0-9_-]{43}/;
/** The unsubscribe page's path, in the welcome after confirmation. */
export const UNSUBSCRIBE_LINK = /\/unsubscribe\/[A-Za-z0-9_-]{43}/;
