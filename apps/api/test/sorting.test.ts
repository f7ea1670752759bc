import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { COLLECTION_KEYS, KINDS, fieldEntries, type Collection, type CollectionKey, type FieldKind } from '@mnch/shared';
import { tableOf } from '../src/content/registry';
import * as schema from '../src/db/schema';
import { bearer, createTestApp, type TestApp } from './helpers';

/**
 * The `sort` query parameter of every back-office list (docs/api/README.md, "Sorting"): each declared
 * field sorts ascending (`field`) and descending (`-field`), equal values in id order (the other
 * direction is the exact reverse), and an unknown field is a 400 naming the allowed ones. Each list gets
 * three rows written straight into its table, whose values of each field are in a different order.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.adminToken());
}, 60_000);
afterAll(() => t?.close());

const tag = randomBytes(3).toString('hex');
const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n));

interface SortCase {
  /** The list's address, with any filter that shows every row written (e.g. `state=all`). */
  url: string;
  table: PgTable;
  /** The columns every row needs, beside the sorted ones; `i` is the row (0–2). */
  row: (i: number) => Record<string, unknown>;
  /** Each sortable field: its columns' values for the three ranks, lowest first (equal neighbours tie). */
  fields: Record<string, (rank: number) => Record<string, unknown>>;
}

const three =
  <T>(values: readonly [T, T, T]) =>
  (rank: number) =>
    values[rank];
/** Caseless text: `alpha` < `Bravo` < `charlie`, whatever the case. */
const words = (prefix: string) => (rank: number) => `${prefix} ${['alpha', 'Bravo', 'charlie'][rank]} ${tag}`;

const CASES: Record<string, SortCase> = {
  articles: {
    url: '/api/articles',
    table: schema.articles,
    row: (i) => ({ slug: `sort-article-${tag}-${i}`, category: 'Partnership', title: `Article ${tag} ${i}` }),
    fields: {
      title: (r) => ({ title: words('Article')(r) }),
      publishedAt: (r) => ({ publishedAt: day(r), status: 'published' }),
      createdAt: (r) => ({ createdAt: day(r) }),
      readCount: (r) => ({ readCount: three([1, 5, 9])(r) }),
    },
  },
  newsletters: {
    url: '/api/articles/newsletters',
    table: schema.articles,
    row: (i) => ({ kind: 'newsletter', slug: `sort-newsletter-${tag}-${i}`, category: 'Partnership', title: `Issue ${tag} ${i}` }),
    fields: {
      title: (r) => ({ title: words('Issue')(r) }),
      publishedAt: (r) => ({ publishedAt: day(r), status: 'published' }),
      createdAt: (r) => ({ createdAt: day(r) }),
      readCount: (r) => ({ readCount: three([1, 5, 9])(r) }),
    },
  },
  publications: {
    url: '/api/publications',
    table: schema.publications,
    row: (i) => ({ slug: `sort-publication-${tag}-${i}`, title: `Publication ${tag} ${i}`, type: 'Policy Brief', year: 2020 }),
    fields: {
      title: (r) => ({ title: words('Publication')(r) }),
      year: (r) => ({ year: 2001 + r }),
      citations: (r) => ({ citations: 10 * r }),
      downloads: (r) => ({ downloads: 3 + r }),
      status: (r) => ({ status: three(['draft', 'in review', 'published'])(r) }),
      createdAt: (r) => ({ createdAt: day(r) }),
    },
  },
  projects: {
    url: '/api/projects',
    table: schema.projects,
    row: (i) => ({ slug: `sort-project-${tag}-${i}`, title: `Project ${tag} ${i}`, category: 'research' }),
    fields: {
      title: (r) => ({ title: words('Project')(r) }),
      category: (r) => ({ category: three(['innovation', 'policy', 'research'])(r) }),
      status: (r) => ({ status: three(['active', 'completed', 'paused'])(r) }),
      startDate: (r) => ({ startDate: day(r) }),
      budget: (r) => ({ budget: 1000 * (r + 1) }),
      createdAt: (r) => ({ createdAt: day(r) }),
    },
  },
  // `rating` is left out: its older `sort=rating` means most popular first, `-rating` (schemas/events.ts).
  events: {
    url: '/api/events?time=all',
    table: schema.events,
    row: (i) => ({ slug: `sort-event-${tag}-${i}`, title: `Event ${tag} ${i}`, type: 'Workshop', startDate: day(i), organizer: 'MNCH' }),
    fields: {
      date: (r) => ({ startDate: day(r) }),
      title: (r) => ({ title: words('Event')(r) }),
      type: (r) => ({ type: three(['Conference', 'Summit', 'Workshop'])(r) }),
      status: (r) => ({ status: three(['cancelled', 'completed', 'upcoming'])(r) }),
      registered: (r) => ({ registered: r * 2, capacity: 50 }),
    },
  },
  gallery: {
    url: '/api/gallery',
    table: schema.galleryImages,
    row: (i) => ({
      title: `Image ${tag} ${i}`,
      imageUrl: `/uploads/sort-${tag}-${i}.jpg`,
      filename: `sort-${i}.jpg`,
      mimetype: 'image/jpeg',
    }),
    fields: {
      createdAt: (r) => ({ createdAt: day(r) }),
      title: (r) => ({ title: words('Image')(r) }),
      size: (r) => ({ size: 100 * (r + 1) }),
    },
  },
  partners: {
    url: '/api/partners',
    table: schema.partners,
    row: (i) => ({ name: `Partner ${tag} ${i}`, type: 'ngo', position: 1000 + i }),
    fields: {
      name: (r) => ({ name: words('Partner')(r) }),
      type: (r) => ({ type: three(['academic', 'government', 'ngo'])(r) }),
    },
  },
  jobs: {
    url: '/api/jobs?state=all',
    table: schema.jobs,
    row: (i) => ({
      title: `Job ${tag} ${i}`,
      pathway: 'internships',
      employmentType: 'full-time',
      location: 'Kampala',
      summary: 'Summary',
      description: '<p>Description</p>',
      requirements: '<p>Requirements</p>',
      postedDate: day(i),
      deadline: day(40 + i),
    }),
    fields: {
      title: (r) => ({ title: words('Job')(r) }),
      pathway: (r) => ({ pathway: three(['coordination-field', 'internships', 'research-data'])(r) }),
      postedDate: (r) => ({ postedDate: day(r) }),
      deadline: (r) => ({ deadline: day(40 + r) }),
    },
  },
  team: {
    url: '/api/team',
    table: schema.teamMembers,
    row: (i) => ({ name: `Member ${tag} ${i}`, title: 'Researcher', category: 'Interns', position: 1000 + i }),
    fields: {
      name: (r) => ({ name: words('Member')(r) }),
      category: (r) => ({ category: three(['Interns', 'Research Team', 'Secretariat'])(r) }),
      email: (r) => ({ email: `${'abc'[r]}-${tag}@example.org` }),
    },
  },
  users: {
    url: '/api/users/all',
    table: schema.users,
    row: (i) => ({ name: `User ${tag} ${i}`, email: `user-${i}-${tag}@example.org` }),
    fields: {
      name: (r) => ({ name: words('User')(r) }),
      email: (r) => ({ email: `${'abc'[r]}-sorted-${tag}@example.org` }),
      role: (r) => ({ role: three(['admin', 'editor', 'viewer'])(r) }),
      status: (r) => ({ status: three(['active', 'active', 'inactive'])(r) }),
      lastLogin: (r) => ({ lastLogin: day(r) }),
      createdAt: (r) => ({ createdAt: day(r) }),
    },
  },
  subscribers: {
    url: '/api/subscribers',
    table: schema.subscribers,
    row: (i) => ({ email: `subscriber-${i}-${tag}@example.org`, source: 'website', unsubscribeToken: `sort-${tag}-${i}` }),
    fields: {
      email: (r) => ({ email: `${'abc'[r]}-subscriber-${tag}@example.org` }),
      name: (r) => ({ name: words('Subscriber')(r) }),
      status: (r) => ({ status: three(['confirmed', 'pending', 'unsubscribed'])(r) }),
      createdAt: (r) => ({ createdAt: day(r) }),
    },
  },
  inquiries: {
    url: '/api/inquiries',
    table: schema.inquiries,
    row: (i) => ({ kind: 'contact', name: `Sender ${tag} ${i}`, email: `sender-${i}-${tag}@example.org` }),
    fields: {
      name: (r) => ({ name: words('Sender')(r) }),
      email: (r) => ({ email: `${'abc'[r]}-sender-${tag}@example.org` }),
      kind: (r) => ({ kind: three(['contact', 'get-involved', 'stay-updated'])(r) }),
      createdAt: (r) => ({ createdAt: day(r) }),
    },
  },
  redirects: {
    url: '/api/redirects',
    table: schema.redirects,
    row: (i) => ({ oldPath: `/article/sort-${tag}-${i}`, kind: 'article', itemId: 999_000 + i }),
    fields: {
      oldPath: (r) => ({ oldPath: `/article/sort-${tag}-${'abc'[r]}` }),
      kind: (r) => ({ kind: three(['article', 'event', 'project'])(r) }),
      createdAt: (r) => ({ createdAt: day(r) }),
    },
  },
  media: {
    url: '/api/media',
    table: schema.uploads,
    row: (i) => ({ url: `/uploads/sort-${tag}-${i}.pdf`, name: `file-${i}.pdf`, mimetype: 'application/pdf', kind: 'document' }),
    fields: {
      name: (r) => ({ name: words('File')(r) }),
      kind: (r) => (r === 2 ? { kind: 'image', mimetype: 'image/png' } : { kind: 'document' }),
      size: (r) => ({ size: 100 * (r + 1) }),
      createdAt: (r) => ({ createdAt: day(r) }),
    },
  },
  outbox: {
    url: '/api/outbox',
    table: schema.outbox,
    row: (i) => ({ recipient: `to-${i}-${tag}@example.org`, subject: `Mail ${tag} ${i}`, html: '<p>x</p>', text: 'x', kind: 'test' }),
    fields: {
      subject: (r) => ({ subject: words('Mail')(r) }),
      recipient: (r) => ({ recipient: `${'abc'[r]}-to-${tag}@example.org` }),
      status: (r) => ({ status: three(['failed', 'pending', 'sent'])(r) }),
      attempts: (r) => ({ attempts: r }),
      createdAt: (r) => ({ createdAt: day(r) }),
    },
  },
  'audit-log': {
    url: '/api/audit-log',
    table: schema.auditLog,
    row: (i) => ({ action: 'update', kind: 'jobs', method: 'PUT', route: '/api/jobs/:id', status: 200, itemLabel: `Audit ${tag} ${i}` }),
    fields: {
      at: (r) => ({ at: day(r) }),
      userName: (r) => ({ userName: words('Person')(r) }),
      action: (r) => ({ action: three(['create', 'delete', 'update'])(r) }),
      kind: (r) => ({ kind: three(['events', 'jobs', 'projects'])(r) }),
    },
  },
};

/** Each kind of field's value at a rank (0–2), as stored. */
const RANKED: Record<FieldKind, (rank: number, label: string) => unknown> = {
  text: (rank, label) => words(label)(rank),
  longText: (rank, label) => words(label)(rank),
  richText: (rank, label) => `<p>${words(label)(rank)}</p>`,
  link: (rank) => `https://example.org/${['alpha', 'Bravo', 'charlie'][rank]}-${tag}`,
  year: (rank) => 2020 + rank,
  date: (rank) => day(rank),
  number: (rank) => rank,
  choice: (rank) => ['alpha', 'Bravo', 'charlie'][rank],
  textList: (rank, label) => [words(label)(rank)],
  colour: (rank) => `#00000${rank}`,
};

/** A collection's case comes from its definition: its sortable fields, and its required ones set in every row. */
function collectionCase(key: CollectionKey): SortCase {
  const c: Collection = KINDS[key];
  const specs = fieldEntries(c);
  const ranked = (name: string, rank: number) => {
    const spec = c.fields[name]!;
    return { [name]: RANKED[spec.kind](rank, `${spec.label} ${key}`) };
  };
  return {
    url: `/api/${c.folder}`,
    table: tableOf(key),
    row: (i) => Object.assign({}, ...specs.filter(([, spec]) => spec.required).map(([name]) => ranked(name, i))),
    fields: Object.fromEntries(c.list.sortable.map((name) => [name, (rank: number) => ranked(name, rank)])),
  };
}
// A collection whose list sorts by none of its fields (field sites) takes no `sort`.
for (const key of COLLECTION_KEYS) if (KINDS[key].list.sortable.length > 0) CASES[key] = collectionCase(key);

/** Each field's ranks of rows 0–2: never the rows' own order, and different from one field to the next. */
const RANKS = [
  [1, 2, 0],
  [2, 0, 1],
  [0, 2, 1],
  [1, 0, 2],
  [2, 1, 0],
] as const;

/** The ids in the answer's list (its first array of items with an id, wherever the envelope keeps it). */
function idsOf(body: unknown): number[] {
  if (Array.isArray(body))
    return body.flatMap((item: unknown) => (typeof item === 'object' && item && 'id' in item ? [Number(item.id)] : []));
  if (typeof body !== 'object' || body === null) return [];
  for (const value of Object.values(body)) {
    const ids = idsOf(value);
    if (ids.length) return ids;
  }
  return [];
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

describe.each(Object.entries(CASES))('%s', (name, c) => {
  Object.entries(c.fields).forEach(([field, values], k) => {
    const ranks = RANKS[k % RANKS.length]!;
    it(`sorts by ${field} both ways`, async () => {
      const rows = [0, 1, 2].map((i) => ({ ...c.row(i), ...values(ranks[i]!) }));
      const inserted = (await t.database.db.insert(c.table).values(rows).returning()) as unknown as Array<{ id: number }>;
      const ids = inserted.map((row) => row.id);
      try {
        // Equal values tie (the rank of the first equal one), then the id decides.
        const same = (rank: number) => [0, 1, 2].find((r) => JSON.stringify(values(r)) === JSON.stringify(values(rank)))!;
        const ascending = [0, 1, 2].sort((a, b) => same(ranks[a]!) - same(ranks[b]!) || ids[a]! - ids[b]!).map((i) => ids[i]!);
        for (const [sort, expected] of [
          [field, ascending],
          [`-${field}`, [...ascending].reverse()],
        ] as const) {
          const res = await t.inject({ method: 'GET', url: withQuery(c.url, `sort=${sort}&limit=100`), headers: admin });
          expect(res.statusCode, res.body).toBe(200);
          expect(
            idsOf(res.json()).filter((id) => ids.includes(id)),
            `${name} sort=${sort}`,
          ).toEqual(expected);
        }
      } finally {
        await t.database.db.delete(c.table).where(inArrayOf(c.table, ids));
      }
    });
  });

  it('answers 400 for a field it does not sort by, naming those it does', async () => {
    for (const sort of ['nope', '-nope', '--title', 'title,year']) {
      const res = await t.inject({ method: 'GET', url: withQuery(c.url, `sort=${encodeURIComponent(sort)}`), headers: admin });
      expect(res.statusCode, `${name} sort=${sort}`).toBe(400);
      const message = res.json<{ message: string; errors?: Array<{ message: string }> }>();
      const text = [message.message, ...(message.errors ?? []).map((e) => e.message)].join(' ');
      for (const field of Object.keys(c.fields)) expect(text).toContain(field);
    }
  });
});

/** The rows of `table` with these ids (every table here has an integer `id`). */
function inArrayOf(table: PgTable, ids: number[]) {
  return inArray((table as unknown as { id: Parameters<typeof inArray>[0] }).id, ids);
}
