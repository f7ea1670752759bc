import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_KINDS, SEARCH_LIMITS, SEARCH_MESSAGES, kindSections, type SearchResult } from '@mnch/shared';
import { appWith, randomKey, type AuthHeaders, type TestApp } from './helpers';

let t: TestApp;
let admin: AuthHeaders;
let editor: AuthHeaders;
let viewer: AuthHeaders;
beforeAll(async () => ({ t, admin, editor, viewer } = await appWith(['admin', 'editor', 'viewer'])));
afterAll(() => t.close());

const DAY = 86_400_000;
const search = (q: string, headers?: AuthHeaders) => t.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers });
const results = async (q: string, headers: AuthHeaders = editor): Promise<SearchResult[]> => {
  const res = await search(q, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: SearchResult[] }>().results;
};

async function created(url: string, payload: Record<string, unknown>, key: string): Promise<number> {
  const res = await t.inject({ method: 'POST', url, headers: editor, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Record<string, { id: number }>>()[key]!.id;
}
const article = (title: string, kind: 'article' | 'newsletter' = 'article') =>
  created(
    '/api/articles',
    { title, content: kind === 'newsletter' ? 'https://example.org/issue.pdf' : '<p>Text</p>', category: 'news', status: 'draft', kind },
    'article',
  );
const event = (title: string) =>
  created(
    '/api/events',
    {
      title,
      description: '<p>Talks.</p>',
      type: 'conference',
      status: 'upcoming',
      startDate: new Date(Date.now() + 30 * DAY).toISOString(),
      endDate: new Date(Date.now() + 31 * DAY).toISOString(),
      isVirtual: false,
      venueName: 'Kampala',
      organizer: 'MNCH Centre',
    },
    'event',
  );

describe('GET /api/search', () => {
  it('walks the registry: every kind with a title or name and a section is searched', () => {
    expect(SEARCH_KINDS).toEqual(expect.arrayContaining(['articles', 'events', 'publications', 'projects', 'team', 'press', 'awards']));
    expect(SEARCH_KINDS).not.toContain('settings');
    expect(SEARCH_KINDS).not.toContain('figures');
  });

  it('finds items of several kinds by a part of their title, case-insensitively, each with the address of its form', async () => {
    const word = `Zebu${randomKey()}`;
    const articleId = await article(`The ${word} study`);
    const newsletterId = await article(`${word} newsletter, issue 1`, 'newsletter');
    const eventId = await event(`${word} symposium`);
    const found = await results(word.toLowerCase());
    expect(found.map((r) => [r.kind, r.type, r.id, r.section])).toEqual([
      // Titles that start with the text come first within a kind.
      ['articles', 'Newsletter', newsletterId, '/admin/newsletters'],
      ['articles', 'Article', articleId, '/admin/articles'],
      ['events', 'Event', eventId, '/admin/events'],
    ]);
    const [, articleResult] = found;
    expect(articleResult!.title).toBe(`The ${word} study`);
    const url = new URL(articleResult!.url, 'https://example.org');
    expect(url.pathname).toBe('/admin/articles');
    expect(url.searchParams.get('edit')).toBe(String(articleId));
    expect(url.searchParams.get('search')).toBe(`The ${word} study`);
  });

  it('matches the text as typed: % and _ are no wildcards', async () => {
    const word = `Pct${randomKey()}`;
    await article(`${word} 100% done`);
    expect(await results(`${word} 100%`)).toHaveLength(1);
    expect(await results(`${word} 1_0%`)).toEqual([]);
    expect(await results(`${word}%done`)).toEqual([]);
  });

  it('answers at most SEARCH_LIMITS.perKind items of each kind', async () => {
    const word = `Many${randomKey()}`;
    for (let i = 0; i < SEARCH_LIMITS.perKind + 2; i++) await event(`${word} event ${i}`);
    const found = await results(word);
    expect(found).toHaveLength(SEARCH_LIMITS.perKind);
    expect(found.every((r) => r.kind === 'events')).toBe(true);
  });

  it('finds team members by name', async () => {
    const word = `Namu${randomKey()}`;
    const res = await t.inject({
      method: 'POST',
      url: '/api/team',
      headers: editor,
      payload: { name: `Dr ${word}`, title: 'Researcher', category: 'Research Team' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = await results(word);
    expect(found.map((r) => [r.kind, r.title, r.section])).toEqual([['team', `Dr ${word}`, kindSections('team')[0]!.admin]]);
  });

  it('does not find an item in the trash, and finds it again once restored', async () => {
    const word = `Trashed${randomKey()}`;
    const id = await article(`${word} article`);
    expect((await results(word)).map((r) => r.id)).toEqual([id]);
    const removed = await t.inject({ method: 'DELETE', url: `/api/articles/${id}`, headers: editor });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await results(word)).toEqual([]);
    expect(await results(word, admin)).toEqual([]);
    const trash = await t.inject({ method: 'GET', url: '/api/trash?kind=articles', headers: editor });
    const entry = trash.json<{ entries: { id: number; itemId: number }[] }>().entries.find((e) => e.itemId === id)!;
    expect((await t.inject({ method: 'POST', url: `/api/trash/${entry.id}/restore`, headers: editor })).statusCode).toBe(200);
    expect((await results(word)).map((r) => r.id)).toEqual([id]);
  });

  it('answers every back-office role the same content, drafts included; 401 without a token', async () => {
    const word = `Roles${randomKey()}`;
    const id = await article(`${word} draft`);
    for (const headers of [admin, editor, viewer]) expect((await results(word, headers)).map((r) => r.id)).toEqual([id]);
    const anonymous = await search(word);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(word);
  });

  it('refuses a blank, missing or too long search with 400 and a message', async () => {
    for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20%20%20', `/api/search?q=${'a'.repeat(SEARCH_LIMITS.q + 1)}`]) {
      const res = await t.inject({ method: 'GET', url, headers: editor });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(url.includes('aaaa') ? SEARCH_MESSAGES.qTooLong : SEARCH_MESSAGES.qRequired);
    }
    // The longest search allowed, with spaces around it, is fine.
    expect(await results(`  ${'a'.repeat(SEARCH_LIMITS.q)}  `)).toEqual([]);
  });
});
