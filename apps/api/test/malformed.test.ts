import { readdirSync } from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '@mnch/shared';
import { MESSAGES } from '@mnch/shared';
import * as schema from '../src/db/schema';
import { bearer, createTestApp, type TestApp } from './helpers';

/**
 * Malformed input to every write endpoint, found from the app's own route table: always a 4xx with a
 * message, never a 500, and nothing written (row counts and stored files unchanged).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

/**
 * Every table of the schema (apps/api/src/db/schema.ts), found from its exports, so a new table is covered
 * by itself; but the audit log, which records refused requests and failed sign-ins by design
 * (docs/behaviour/audit-log.md).
 */
const RECORDS_REFUSALS = 'audit_log';
const TABLES = Object.values(schema).flatMap((value: unknown) =>
  is(value, PgTable) && getTableConfig(value).name !== RECORDS_REFUSALS ? [getTableConfig(value).name] : [],
);

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ n: number }> }).rows) as Array<{ n: number }>;
    counts[table] = rows[0]!.n;
  }
  const files = (dir: string): number => {
    try {
      return readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? files(path.join(dir, e.name)) : 1), 0);
    } catch {
      return 0;
    }
  };
  counts['stored files'] = files(path.join(t.dataDir, 'uploads'));
  return counts;
}

/** GET routes that change data: a public page's link counts a download (docs/no-script.md, "Controls"). */
const WRITING_GETS = ['/api/publications/:id/download'];

const writeRoutes = () =>
  t.app.routeTable.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      (['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) || (r.method === 'GET' && WRITING_GETS.includes(r.url))),
  );
/** The write routes that read a body (a GET has none: Fastify never reads it). */
const bodyRoutes = () => writeRoutes().filter((r) => r.method !== 'GET');

const huge = 'x'.repeat(200_000);
/** Bodies that no write endpoint accepts. */
const BAD_BODIES: Array<[string, string, string]> = [
  ['broken JSON', '{"title": "a",', 'application/json'],
  ['an array', '[1, 2, 3]', 'application/json'],
  ['a bare string', '"just text"', 'application/json'],
  ['null', 'null', 'application/json'],
  [
    'wrong types everywhere',
    JSON.stringify({
      title: 42,
      name: ['a'],
      email: { a: 1 },
      type: false,
      year: 'soon',
      authors: 'one',
      capacity: 'many',
      status: 7,
      ids: 'all',
      kind: 1,
      startDate: 'yesterday',
      password: 1,
    }),
    'application/json',
  ],
  [
    'huge strings and script HTML',
    JSON.stringify({
      title: huge,
      name: huge,
      email: `${huge}@example.org`,
      content: `<script>alert(1)</script>${huge}`,
      message: huge,
      description: huge,
    }),
    'application/json',
  ],
  [
    'only unknown fields',
    JSON.stringify({ unknownField: 1, __proto__: { admin: true }, constructor: { prototype: { polluted: true } } }),
    'application/json',
  ],
  [
    'NUL characters',
    JSON.stringify({ title: 'a\u0000b', name: 'a\u0000b', email: 'a\u0000@example.org', message: 'a\u0000b' }),
    'application/json',
  ],
  ['text claiming to be a PDF upload', '%PDF-1.4 not really', 'application/pdf'],
];

describe('malformed input to every write endpoint', () => {
  it('finds the write endpoints', () => {
    expect(writeRoutes().length).toBeGreaterThanOrEqual(35);
    expect(
      writeRoutes()
        .filter((r) => r.method === 'GET')
        .map((r) => r.url),
    ).toEqual(WRITING_GETS);
  });

  for (const [label, body, contentType] of BAD_BODIES) {
    it(`answers ${label} with a 4xx and a message, as admin and anonymously, and writes nothing`, async () => {
      const before = await snapshot();
      for (const route of writeRoutes()) {
        for (const headers of [bearer(admin), {}]) {
          const res = await t.inject({
            method: route.method,
            url: route.url.replace(/:\w+/g, '1'),
            headers: { ...headers, 'content-type': contentType },
            payload: body,
          });
          const where = `${route.method} ${route.url} (${label})`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, where).toBeLessThan(500);
          expect(res.json().message, where).toEqual(expect.any(String));
        }
      }
      expect(await snapshot()).toEqual(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('refuses malformed ids to every bulk action (of each kind and of the trash) with a 400, and writes nothing', async () => {
    const before = await snapshot();
    const routes = writeRoutes().filter((r) => r.url.includes('/bulk/'));
    const urls = routes.flatMap((r) =>
      r.url.endsWith('/:action') ? shared.BULK_ACTIONS.map((a) => r.url.replace(':action', a)) : [r.url],
    );
    expect(urls.length).toBeGreaterThan(shared.TRASH_KINDS.length);
    const tooMany = Array.from({ length: shared.BULK_MAX_IDS + 1 }, (_, i) => i + 1);
    for (const url of urls) {
      for (const ids of [[], tooMany, [1, 1], [1, 0], [1, 'two'], [1, null], '1', { 1: true }]) {
        const res = await t.inject({ method: 'POST', url, headers: bearer(admin), payload: { ids } });
        const where = `POST ${url} ids=${JSON.stringify(ids).slice(0, 40)}`;
        expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json().message, where).toEqual(expect.any(String));
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers malformed ids in the path with a 400 (or 404), never a 500', async () => {
    const before = await snapshot();
    const withIds = writeRoutes().filter((r) => r.url.includes(':'));
    expect(withIds.length).toBeGreaterThan(10);
    for (const route of withIds) {
      for (const id of ['abc', '-1', '1.5', '99999999999999999999', '%00']) {
        const res = await t.inject({ method: route.method, url: route.url.replace(/:\w+/g, id), headers: bearer(admin), payload: {} });
        const where = `${route.method} ${route.url} id=${id}`;
        expect([400, 404, 415], `${where}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('a malformed If-Match (lib/versions.ts)', () => {
  /** The update of one item of every kind's folder (the registry's): `PUT /api/{folder}/:id`, the figures' `:key`, the settings' own. */
  const updateRoutes = () =>
    t.app.routeTable.filter(
      (r) => r.method === 'PUT' && shared.KIND_FOLDERS.some(([folder]) => new RegExp(`^/api/${folder}(/:(id|key))?$`).test(r.url)),
    );

  it('is refused on the update of every kind with a 400 naming the header, before the body is read, and writes nothing', async () => {
    // One for each kind at least (a publication's second folder, reports, has no update of its own).
    const kinds = new Set(updateRoutes().map((r) => shared.KIND_FOLDERS.find(([folder]) => r.url.startsWith(`/api/${folder}`))?.[1]));
    expect([...kinds].sort()).toEqual([...shared.ALL_KINDS].sort());
    const before = await snapshot();
    for (const route of updateRoutes()) {
      for (const value of ['12345', 'W/', '"open', '"a" "b"', ',']) {
        const res = await t.inject({
          method: 'PUT',
          url: route.url.replace(':id', '1').replace(':key', 'hIndex'),
          headers: { ...bearer(admin), 'if-match': value },
          payload: { title: 42 },
        });
        const where = `PUT ${route.url} If-Match ${value}`;
        expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json(), where).toEqual({
          message: shared.VERSION_MESSAGES.malformed,
          errors: [{ field: 'If-Match', message: shared.VERSION_MESSAGES.malformed }],
        });
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('malformed interests of a subscription (issue 35, point 2)', () => {
  it('refuses an unknown, misspelt or repeated-beyond-the-list interest with 400 and stores nothing', async () => {
    const before = await snapshot();
    const bodies = [
      { email: 'bad-interest@example.org', interests: ['Conference', 'conference'] },
      { email: 'bad-interest@example.org', interests: '<script>alert(1)</script>' },
      { email: 'bad-interest@example.org', interests: [{ name: 'Careers' }] },
      { email: 'bad-interest@example.org', interests: Array.from({ length: 40 }, () => 'Careers') },
    ];
    for (const payload of bodies) {
      const res = await t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await snapshot()).toEqual(before);
  });
});

/** NUL and the two halves of a surrogate pair, each alone: text no database column can hold. */
const BAD_TEXT: Array<[string, string]> = [
  ['NUL', 'a\u0000b'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', 'a\udc00b'],
];
/** The same in a URL: percent-encoded NUL, and the UTF-8 form of each surrogate (no valid text has it). */
const BAD_IN_URL: Array<[string, string]> = [
  ['NUL', '%00'],
  ['a lone high surrogate', '%ED%A0%80'],
  ['a lone low surrogate', '%ED%B0%80'],
];
/**
 * Every place a value can sit in a request body, as a dotted path (`title`, `speakers.0.name`, `tags.0`,
 * `variants.key`), found by walking the zod schemas packages/shared exports through every wrapper
 * (optional, nullable, default, preprocess and other pipes, unions, arrays, records, lazy), so a field
 * added to a schema joins this corpus without anyone listing it. Response and query schemas are walked
 * too: a name more costs a little time, a name missed would be a hole.
 */
function schemaPaths(schema: z.core.$ZodType, prefix: string[], out: Set<string>, inProgress = new Set<z.core.$ZodType>()): void {
  if (inProgress.has(schema)) return; // a lazy schema that holds itself
  inProgress.add(schema);
  const at = (key: string) => {
    const path = [...prefix, key];
    out.add(path.join('.'));
    return path;
  };
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape)) schemaPaths(value, at(key), out, inProgress);
      break;
    case 'array':
      if (prefix.length > 0) schemaPaths(def.element, at('0'), out, inProgress);
      break;
    case 'record':
      if (prefix.length > 0) schemaPaths(def.valueType, at('key'), out, inProgress);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      schemaPaths(def.innerType, prefix, out, inProgress);
      break;
    case 'pipe':
      schemaPaths(def.in, prefix, out, inProgress);
      schemaPaths(def.out, prefix, out, inProgress);
      break;
    case 'union':
      for (const option of def.options) schemaPaths(option, prefix, out, inProgress);
      break;
    case 'intersection':
      schemaPaths(def.left, prefix, out, inProgress);
      schemaPaths(def.right, prefix, out, inProgress);
      break;
    case 'lazy':
      schemaPaths(def.getter(), prefix, out, inProgress);
      break;
    default:
      break; // a value: its path was added by its parent
  }
  inProgress.delete(schema);
}

const isSchema = (value: unknown): value is z.core.$ZodType => typeof value === 'object' && value !== null && '_zod' in value;
/** The dotted paths of every field of every schema packages/shared exports, sorted. */
const FIELDS: string[] = (() => {
  const out = new Set<string>();
  for (const value of Object.values(shared)) if (isSchema(value)) schemaPaths(value, [], out);
  return [...out].sort();
})();

/** A body holding `bad` at each of `paths` (a `0` step is an array's first item). */
function bodyWith(paths: string[], bad: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const path of paths) {
    const steps = path.split('.');
    let node: Record<string, unknown> = body;
    steps.forEach((step, i) => {
      if (i === steps.length - 1) node[step] = bad;
      else node = (node[step] ??= steps[i + 1] === '0' ? [] : {}) as Record<string, unknown>;
    });
  }
  return body;
}

/**
 * The paths in groups the guard names in full: at most 20 to a body (it names the first 20,
 * MAX_NAMED_FIELDS in apps/api/src/lib/request-guards.ts), and never a path and one inside it in the
 * same body (`speakers` as text and `speakers.0.name` cannot both be there), nor an array's item and an
 * object's field under one name.
 */
function inGroups(paths: string[], size = 20): string[][] {
  const groups: string[][] = [];
  // Also a clash: the same name an array in one schema and an object in another (`subscribers.0` and
  // `subscribers.confirmed`), which one body cannot hold.
  const containerClash = (a: string, b: string) => {
    const [x, y] = [a.split('.'), b.split('.')];
    const k = x.findIndex((step, i) => step !== y[i]);
    return k > 0 && k < x.length && k < y.length && (x[k] === '0') !== (y[k] === '0');
  };
  const clash = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`) || containerClash(a, b);
  for (const path of paths) {
    const group = groups.find((g) => g.length < size && !g.some((other) => clash(other, path)));
    if (group) group.push(path);
    else groups.push([path]);
  }
  return groups;
}
/** The bad text only inside arrays and nested objects, the rest of the body harmless. */
const nestedOnly = (bad: string) => ({
  authors: [{ name: 'Ann Author' }, { name: bad }, bad],
  tags: ['fine', bad],
  interests: [bad],
  keywords: [bad],
  ids: [1, bad],
  updates: { fundingSource: bad, nested: [[{ deep: bad }]] },
});

describe('NUL and lone surrogates: 400 before any handler or query, wherever they are', () => {
  const message = MESSAGES.common.badCharacters;
  const withParams = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.url.includes(':'));

  it('finds routes with path parameters, GET routes included', () => {
    expect(withParams().length).toBeGreaterThan(20);
    for (const url of ['/api/articles/by-slug/:slug', '/api/events/by-slug/:slug', '/api/projects/by-slug/:slug'])
      expect(withParams().some((r) => r.method === 'GET' && r.url === url)).toBe(true);
  });

  for (const [label, bad] of BAD_IN_URL) {
    it(`refuses ${label} in every path parameter of every route with 400 and a message, and writes nothing`, async () => {
      const before = await snapshot();
      for (const route of withParams()) {
        for (const headers of [bearer(admin), {}]) {
          const res = await t.inject({
            method: route.method,
            url: route.url.replace(/:\w+/g, bad),
            headers,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          const where = `${route.method} ${route.url} (${label})`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBe(400);
          expect(res.json().message, where).toBe(message);
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it(`refuses ${label} in a query value of every route with 400`, async () => {
      const before = await snapshot();
      for (const route of t.app.routeTable.filter((r) => r.url.startsWith('/api/'))) {
        const url = `${route.url.replace(/:\w+/g, '1')}?search=${bad}&q=x`;
        const res = await t.inject({
          method: route.method,
          url,
          headers: bearer(admin),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const where = `${route.method} ${url}`;
        expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json().message, where).toBe(message);
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  for (const base of ['/api/articles/by-slug', '/api/events/by-slug', '/api/projects/by-slug']) {
    it(`answers GET ${base}/%00 (and a surrogate) with 400 on this database, not 500`, async () => {
      for (const bad of ['%00', 'ok%00']) {
        const res = await t.inject({ method: 'GET', url: `${base}/${bad}` });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json(), bad).toEqual({ message, errors: [{ field: 'slug', message }] });
      }
      for (const bad of ['%ED%A0%80', 'ok%ED%B0%80']) {
        const res = await t.inject({ method: 'GET', url: `${base}/${bad}` });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().message, bad).toBe(message);
      }
      // A proper pair (an emoji) is text like any other: just not found.
      expect((await t.inject({ method: 'GET', url: `${base}/${encodeURIComponent('🙂-news')}` })).statusCode).toBe(404);
    });
  }

  it('finds every field of the shared schemas, nested ones too, to fill with bad text', () => {
    expect(FIELDS.length).toBeGreaterThan(150);
    // Fields a hand-written list missed, behind every kind of wrapper.
    const sample = [
      'featured_image',
      'featuredImageUrl',
      'scheduledDate',
      'author.name',
      'registrationDeadline',
      'registrationFee',
      'capacity',
      'speakers',
      'speakers.0.name',
      'speakers.0.avatar',
      'virtual_link',
      'image',
      'geographicalScope',
      'teamMembers',
      'teamMembers.0',
      'documentUrls',
      'projectIds',
      'budget',
      'targetBeneficiaries',
      'progress',
      'updates.fundingSource',
      'file_url',
      'coverImageUrl',
      'coverImageName',
      'publicationSource',
      'impact_factor',
      'citations',
      'downloads',
      'authors.0.name',
      'filename',
      'mimetype',
      'variants',
      'variants.key',
      'fullSize',
      'images',
      'images.0.title',
      'images.0.variants.key',
      'firstName',
      'lastName',
      'interest',
      'interests.0',
      'eventTypes.0',
      'avatar',
      'confirmPassword',
      'ids.0',
    ];
    expect(FIELDS).toEqual(expect.arrayContaining(sample));
    expect(inGroups(FIELDS).flat().sort()).toEqual(FIELDS);
  });

  for (const [label, bad] of BAD_TEXT) {
    it(`refuses ${label} in every JSON field of every write route with 400 naming each field, and writes nothing`, async () => {
      const before = await snapshot();
      const groups = inGroups(FIELDS);
      for (const route of bodyRoutes()) {
        const url = route.url.replace(/:\w+/g, '1');
        for (const [shape, body, named] of [
          ...groups.map((group) => [`${group[0]}…`, bodyWith(group, bad), group] as const),
          [
            'nested in arrays',
            nestedOnly(bad),
            ['authors.1.name', 'authors.2', 'tags.1', 'interests.0', 'updates.nested.0.0.deep'],
          ] as const,
        ]) {
          const res = await t.inject({ method: route.method, url, headers: bearer(admin), payload: body });
          const where = `${route.method} ${route.url} (${label}, ${shape})`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBe(400);
          expect(res.json().message, where).toBe(message);
          const fields = (res.json().errors as Array<{ field: string }>).map((e) => e.field);
          expect(fields, where).toEqual(expect.arrayContaining([...named]));
          if (shape !== 'nested in arrays') expect(fields, where).toHaveLength(named.length);
        }
      }
      expect(await snapshot()).toEqual(before);
      // Hundreds of requests (every field group to every write route): more room than one request needs.
    }, 180_000);
  }

  it('takes a proper surrogate pair (an emoji) and other text as it is', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/publications',
      headers: bearer(admin),
      payload: { title: 'Emoji 🙂 study', type: 'Journal Article', authors: [{ name: 'Ann 🙂 Author' }], year: 2024, status: 'published' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the bad-character check on a deeply nested body', () => {
  it('walks 100,000 levels of nesting in linear time and names the field briefly, without a stack overflow', async () => {
    const depth = 100_000;
    const body = `{"authors":${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}}`;
    const res = await t.inject({
      method: 'POST',
      url: '/api/publications',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    const [error] = res.json().errors as Array<{ field: string }>;
    expect(error!.field.startsWith('authors.0.0.0')).toBe(true);
    expect(error!.field.length).toBeLessThanOrEqual(201);
  });
});

describe('publication pages and filters (issue 35, point 6)', () => {
  it('answers bad slugs, formats and filter values with a 4xx and a message, never a 500, writing nothing', async () => {
    const before = await snapshot();
    const urls = [
      '/api/publications/by-slug/%27%20or%201%3D1--',
      '/api/publications/by-slug/%E2%80%AE',
      `/api/publications/by-slug/${'a'.repeat(100)}`,
      '/api/publications/1/citation/file?format=chicago',
      '/api/publications/nope/citation/file',
      '/api/publications/999999/citation/file?format=bibtex',
      `/api/publications?topic=${'t'.repeat(500)}`,
      `/api/publications?author=${'a'.repeat(500)}`,
      '/api/publications?author=%22%5D%7D&topic=%7B%22%7D',
      '/api/publications?topic[]=a&author[x]=b',
      '/api/publications/filters?x=%00',
    ];
    for (const url of urls) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) expect(res.json().message, url).toEqual(expect.any(String));
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("the back office's search (GET /api/search, the command palette)", () => {
  it('answers a blank, missing, too long or repeated `q` with 400 and its message, and odd text with 200, never a 500, writing nothing', async () => {
    const before = await snapshot();
    const refused: Array<[string, string]> = [
      ['/api/search', shared.SEARCH_MESSAGES.qRequired],
      ['/api/search?q=', shared.SEARCH_MESSAGES.qRequired],
      ['/api/search?q=%20%09%20', shared.SEARCH_MESSAGES.qRequired],
      [`/api/search?q=${'x'.repeat(shared.SEARCH_LIMITS.q + 1)}`, shared.SEARCH_MESSAGES.qTooLong],
    ];
    for (const [url, message] of refused) {
      const res = await t.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    for (const url of ['/api/search?q=a&q=b', '/api/search?q[]=a', '/api/search?q[x]=a']) {
      const res = await t.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().message, url).toEqual(expect.any(String));
    }
    for (const q of ["' or 1=1--", '%', '_', '\\', '"]}', '<script>alert(1)</script>']) {
      const res = await t.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers: bearer(admin) });
      expect(res.statusCode, `${q} ${res.body}`).toBe(200);
      expect(res.json().results, q).toEqual(expect.any(Array));
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('a malformed sort (schemas/common.ts sortQuery)', () => {
  /** The lists that take `sort` (test/sorting.test.ts sorts each by each of its fields). */
  const SORTED_LISTS = [
    '/api/articles',
    '/api/articles/newsletters',
    '/api/publications',
    '/api/projects',
    '/api/events',
    '/api/gallery',
    '/api/partners',
    '/api/jobs',
    '/api/team',
    '/api/users/all',
    '/api/subscribers',
    '/api/inquiries',
    '/api/redirects',
    '/api/media',
    '/api/outbox',
    '/api/audit-log',
  ];

  it('answers a bad sort on every sorted list with a 400 naming the allowed fields, never a 500, writing nothing', async () => {
    const before = await snapshot();
    const bad = ['-', '--title', 'title%20desc', '%27%20or%201%3D1--', 'id;drop', 'title&sort=year', `${'x'.repeat(300)}`, '%E2%80%AE'];
    for (const list of SORTED_LISTS) {
      for (const value of bad) {
        const url = `${list}?sort=${value}`;
        const res = await t.inject({ method: 'GET', url, headers: bearer(admin) });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json().message, url).toEqual(expect.any(String));
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
