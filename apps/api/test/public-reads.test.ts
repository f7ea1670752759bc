import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, MESSAGES, PUBLIC_READS, publicReadPath, type PublicReadEntry, type PublicReadName } from '@mnch/shared';
import { createPublicReads, type PageReads } from '../src/plugins/public-reads';
import { isContentKind } from '../src/plugins/page-state';
import { bearer, createTestApp, type TestApp } from './helpers';

/**
 * The public reads in process (plugins/public-reads.ts) against their declaration (PUBLIC_READS,
 * packages/shared/src/public-reads.ts) and the REST calls they stand for: every entry is a GET route of
 * the API with its parameter, names a kind of content, and answers in process what the route answers.
 */
let t: TestApp;
let article: { id: number; slug: string; title: string };
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.send('POST', '/api/articles', bearer(await t.tokenFor('editor')), {
    title: 'Public reads test',
    category: 'Partnership',
    content: '<p>Text</p>',
    status: 'published',
  });
  expect(res.statusCode, res.body).toBe(201);
  article = res.json<{ article: typeof article }>().article;
}, 60_000);
afterAll(() => t?.close());

const entries = Object.entries(PUBLIC_READS) as Array<[PublicReadName, PublicReadEntry]>;
const page = (): PageReads => ({ kinds: new Set(), counted: [] });
/** A read called by name with loose arguments, as the declaration's loop calls it. */
const call = (reads: ReturnType<typeof createPublicReads>, name: PublicReadName, ...args: unknown[]) =>
  (reads[name] as (...a: unknown[]) => Promise<unknown>)(...args);
/** What a read threw, as status, message and errors. */
const failure = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, message, errors } = error as ApiError;
  return { status, message, errors };
};
const argumentsFor = (entry: PublicReadEntry, param: unknown) => (entry.params ? [param] : []);

describe('the public reads', () => {
  it('declares each read as a GET route of the API, its parameter spelled as its params schema names it, and a kind of content', () => {
    for (const [name, entry] of entries) {
      expect(t.app.hasRoute({ method: 'GET', url: `/api${entry.path}` }), name).toBe(true);
      const names = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(names, name).toEqual(entry.params ? Object.keys(entry.params.shape) : []);
      expect(isContentKind(entry.kind), name).toBe(true);
    }
  });

  it('answers in process what the REST call answers, and notes the kind it read', async () => {
    for (const [name, entry] of entries) {
      if (entry.params) continue;
      const reads = page();
      const inProcess = await call(createPublicReads(t.app.services, 'visitor', reads), name);
      const rest = await t.inject({ method: 'GET', url: `/api${entry.path}` });
      expect(rest.statusCode, name).toBe(200);
      expect(JSON.parse(JSON.stringify(inProcess)), name).toEqual(rest.json());
      expect([...reads.kinds], name).toEqual([entry.kind]);
    }
  });

  it('answers a missing item with the 404 of the REST call', async () => {
    for (const [name, entry] of entries) {
      if (!entry.params) continue;
      const param = 'id' in entry.params.shape ? 2_000_000 : 'no-such-item';
      const rest = await t.inject({ method: 'GET', url: `/api${publicReadPath(entry.path, { id: param, slug: param })}` });
      const inProcess = await failure(call(createPublicReads(t.app.services, 'visitor', page()), name, param));
      expect(inProcess, name).toEqual({ status: 404, message: rest.json<{ message: string }>().message, errors: [] });
      expect(rest.statusCode, name).toBe(404);
    }
  });

  it('refuses a bad query or parameter with the 400 and messages of the REST call', async () => {
    const reads = createPublicReads(t.app.services, 'visitor', page());
    let refused = 0;
    for (const [name, entry] of entries) {
      if (!entry.query) continue;
      const param = entry.params ? article.id : undefined;
      const rest = await t.inject({ method: 'GET', url: `/api${publicReadPath(entry.path, { id: param })}?page=x&limit=0` });
      if (rest.statusCode === 200) continue; // a query that takes no paging ignores the two
      const { message, errors = [] } = rest.json<{ message: string; errors?: unknown[] }>();
      expect(await failure(call(reads, name, ...argumentsFor(entry, param), { page: 'x', limit: '0' })), name).toEqual({
        status: rest.statusCode,
        message,
        errors,
      });
      if (rest.statusCode === 400) refused++;
    }
    expect(refused).toBeGreaterThan(10);
    expect(await failure(reads.projects({ search: 'a\u0000' }))).toMatchObject({ status: 400, message: MESSAGES.common.badCharacters });
    expect(await failure(reads.project(0))).toMatchObject({ status: 400, message: 'Invalid id' });
  });

  it('counts the read of an article by slug for the page', async () => {
    const reads = page();
    const answer = await createPublicReads(t.app.services, 'visitor', reads).articleBySlug(article.slug);
    expect(answer).toMatchObject({ id: article.id, slug: article.slug, title: article.title });
    expect(reads.counted).toEqual([{ article: article.id }]);
    expect([...reads.kinds]).toEqual(['articles']);
  });
});
