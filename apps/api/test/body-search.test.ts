import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers';

/**
 * A list's search covers its items' body text (issue 36): every back-office and public list finds an
 * item by a word only in its body (an article's content, an event's description, a job's requirements…),
 * and a rich-text body is searched as text, so a word found only in its markup (a tag's name) finds nothing.
 */

type Json = Record<string, unknown>;

let t: TestApp;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  editor = bearer(await t.tokenFor('editor'));
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
let serial = 0;
/** A made-up word that no other item holds. */
const word = () => `zebody${Date.now().toString(36)}x${(serial += 1)}`;
/** Rich text: `text` inside a tag whose name must not be searched. */
const rich = (text: string) => `<p>Some words and <strong>${text}</strong> in bold.</p>`;

interface BodyCase {
  /** POST /api/{folder} and GET /api/{folder}?search= */
  folder: string;
  /** A new item whose body holds `text` (and nothing else of the item does). */
  body: (title: string, text: string) => Json;
  /** The body is rich text (HTML): a tag's name in it must not match. */
  rich: boolean;
}

const CASES: Record<string, BodyCase> = {
  "articles' content": {
    folder: 'articles',
    body: (title, text) => ({ title, category: 'Research Breakthrough', content: rich(text), status: 'published' }),
    rich: true,
  },
  "articles' excerpt": {
    folder: 'articles',
    body: (title, text) => ({
      title,
      category: 'Research Breakthrough',
      content: '<p>Body.</p>',
      excerpt: `About ${text}.`,
      status: 'published',
    }),
    rich: false,
  },
  "events' description": {
    folder: 'events',
    body: (title, text) => ({
      title,
      type: 'Workshop',
      startDate: inDays(30),
      venueName: 'Test Hall, Kampala',
      organizer: 'The centre',
      description: rich(text),
    }),
    rich: true,
  },
  "publications' abstract": {
    folder: 'publications',
    body: (title, text) => ({
      title,
      type: 'Journal Article',
      authors: [{ name: 'A. Author' }],
      year: 2030,
      status: 'published',
      abstract: rich(text),
    }),
    rich: true,
  },
  "publications' description": {
    folder: 'publications',
    body: (title, text) => ({
      title,
      type: 'Journal Article',
      authors: [{ name: 'A. Author' }],
      year: 2030,
      status: 'published',
      description: `About ${text}.`,
    }),
    rich: false,
  },
  "projects' description": {
    folder: 'projects',
    body: (title, text) => ({ title, category: 'policy', description: rich(text) }),
    rich: true,
  },
  ...Object.fromEntries(
    (['description', 'requirements'] as const).map((field) => [
      `jobs' ${field}`,
      {
        folder: 'jobs',
        body: (title: string, text: string) => ({
          title,
          pathway: 'research-data',
          employmentType: 'full-time',
          location: 'Kampala',
          summary: 'A role.',
          description: '<p>The role.</p>',
          requirements: '<p>What it needs.</p>',
          [field]: rich(text),
          postedDate: inDays(-1),
          deadline: inDays(30),
          applyEmail: 'careers@example.org',
          status: 'published',
        }),
        rich: true,
      },
    ]),
  ),
  "team members' biography": {
    folder: 'team',
    body: (name, text) => ({ name, title: 'Researcher', category: 'Research Team', bio: `Works on ${text}.` }),
    rich: false,
  },
  "partners' description": {
    folder: 'partners',
    body: (name, text) => ({ name, type: 'academic', lists: ['research'], description: `Works on ${text}.` }),
    rich: false,
  },
  "gallery images' description": {
    folder: 'gallery',
    body: (title, text) => ({
      title,
      description: `A day of ${text}.`,
      image_url: '/uploads/images/2026/01/abc123.png',
      filename: 'photo.png',
      size: 1000,
      mimetype: 'image/png',
    }),
    rich: false,
  },
};

/** The ids a list answers for `search`, read by staff (every state) or by anyone. */
async function found(folder: string, search: string, headers: Record<string, string> = {}): Promise<number[]> {
  const res = await t.inject({ method: 'GET', url: `/api/${folder}?search=${encodeURIComponent(search)}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const items = Object.values(res.json<Json>()).find(Array.isArray) as Array<{ id: number }>;
  return items.map((item) => item.id);
}

describe.each(Object.entries(CASES))('the list search of %s', (_name, c) => {
  it('finds an item by a word only in its body, for staff and for anyone, and not by a tag name of its markup', async () => {
    const text = word();
    const res = await t.inject({
      method: 'POST',
      url: `/api/${c.folder}`,
      headers: editor,
      payload: c.body(`Body search ${text.slice(-4)}`, text),
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = Object.values(res.json<Json>()).find((v) => v && typeof v === 'object' && 'id' in v) as { id: number };

    expect(await found(c.folder, text, editor)).toContain(item.id);
    expect(await found(c.folder, text)).toContain(item.id);
    if (c.rich) {
      expect(await found(c.folder, 'strong', editor)).not.toContain(item.id);
      expect(await found(c.folder, 'strong')).not.toContain(item.id);
    }
  });
});
