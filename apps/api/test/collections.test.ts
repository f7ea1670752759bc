import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTION_KEYS,
  DATE_MESSAGE,
  KINDS,
  PROJECT_MESSAGES,
  defaultSorts,
  fieldEntries,
  invalidMessage,
  parseSort,
  yearMessage,
  type Collection,
  type FieldKind,
  type FieldSpec,
} from '@mnch/shared';
import { collectionSample, missingMessage, patternSample } from '@mnch/shared/testing';
import { bearer, createTestApp, type TestApp } from './helpers';

/**
 * Every collection's API (apps/api/src/content/collection-routes.ts), tried from its definition
 * (packages/shared/src/collections/define.ts) rather than one test file per kind: create, the list in
 * its default order with search, year filter and paging, read, update, delete; each field's bad input
 * with its message; who may write. A new collection is tried here without a line written for it.
 */
let t: TestApp;
let editor: Record<string, string>;
let viewer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  editor = bearer(await t.tokenFor('editor'));
  viewer = bearer(await t.tokenFor('viewer'));
});
afterAll(() => t.close());

type Item = Record<string, unknown> & { id: number };

/** Two values of each kind of field, lower first, as sent; `answered` is how the API answers the first. */
const VALUES: Record<FieldKind, { low: unknown; high: unknown; answered?: unknown }> = {
  text: { low: 'alpha', high: 'Bravo' },
  longText: { low: 'alpha', high: 'Bravo' },
  richText: { low: '<p>alpha</p>', high: '<p>Bravo</p>' },
  link: { low: 'https://example.org/alpha', high: 'https://example.org/bravo' },
  // Sent as text, as a form sends it.
  year: { low: '2020', high: 2022, answered: 2020 },
  // A date alone is that day in the centre (UTC+3).
  date: { low: '2024-11-05', high: '2025-01-27', answered: '2024-11-04T21:00:00.000Z' },
  // Sent as text, as a form sends it.
  number: { low: '1', high: 2, answered: 1 },
  // Its options' first and second (valuesOf below).
  choice: { low: undefined, high: undefined },
  // One per line in the form, sent as a list.
  textList: { low: ['alpha'], high: ['Bravo', 'charlie'] },
  colour: { low: '#0a0b0c', high: '#f0f1f2' },
};
/** A field's two values: a choice's are its first two options, in their order; a patterned or unique text's, ones never used. */
const valuesOf = (spec: FieldSpec) => {
  if (spec.kind === 'choice') return { low: spec.options?.[0], high: spec.options?.[1] };
  if (spec.pattern || spec.unique) {
    const [low, high] = [patternSample(spec), patternSample(spec)];
    return { low: low.sent, high: high.sent, answered: low.answered };
  }
  return VALUES[spec.kind];
};
/** What an optional field sent blank reads as: null, or an empty list. */
const cleared = (spec: FieldSpec) => (spec.kind === 'textList' ? [] : null);

/** What each kind of field refuses, with the message naming the field. */
const BAD: Record<FieldKind, (spec: FieldSpec) => Array<[unknown, string]>> = {
  // A patterned text refuses what does not match, a longer one too.
  text: (spec) =>
    spec.pattern
      ? ['1', '-', 'x'.repeat((spec.max ?? 300) + 1)].map((v) => [v, invalidMessage(spec)])
      : [['x'.repeat((spec.max ?? 300) + 1), `${spec.label} must be at most ${spec.max} characters`]],
  longText: (spec) => BAD.text(spec),
  richText: (spec) => BAD.text(spec),
  link: () =>
    ['javascript:alert(1)', '//evil.example.org/x', '/admin/users', 'ftp://x.example.org/a'].map((v) => [v, PROJECT_MESSAGES.linkInvalid]),
  year: (spec) => ['soon', 20.5, 1800].map((v) => [v, yearMessage(spec.label)]),
  date: () => [['2025-02-30', DATE_MESSAGE]],
  number: (spec) => [
    ['many', invalidMessage(spec)],
    [(spec.range?.max ?? 1e15) + 1, invalidMessage(spec)],
    ...(spec.whole ? [[1.5, invalidMessage(spec)] as [unknown, string]] : []),
  ],
  choice: (spec) => [['not-an-option', invalidMessage(spec)]],
  textList: (spec) => [[['x'.repeat((spec.max ?? 200) + 1)], `Each entry must be at most ${spec.max} characters`]],
  colour: (spec) => ['green', '#12345'].map((v) => [v, invalidMessage(spec)]),
};
/** A required field sent blank. */
const blank = (spec: FieldSpec): [unknown, string] => [spec.kind === 'text' ? ' ' : '', missingMessage(spec)];

describe.each(COLLECTION_KEYS)('the %s collection', (key) => {
  const c: Collection = KINDS[key];
  const url = `/api/${c.folder}`;
  const fields = fieldEntries(c);
  const post = (payload: Record<string, unknown>, headers = editor) => t.inject({ method: 'POST', url, headers, payload });
  async function create(label: string, over: Record<string, unknown> = {}): Promise<Item> {
    const res = await post({ ...collectionSample(c, label), ...over });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()[c.one] as Item;
  }
  const list = async (query: string) => {
    const res = await t.inject({ method: 'GET', url: `${url}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown> & { pagination: { total: number } }>();
  };
  const idsOf = (body: Record<string, unknown>) => (body[c.many] as Item[]).map((item) => item.id);

  it('creates, lists in its default order with search, year filter and paging, reads, updates and deletes', async () => {
    const tag = `${key.replace(/\W/g, '')}${Math.random().toString(36).slice(2, 7)}`;
    const sort = parseSort(defaultSorts(c)[0]!);
    const values = Object.fromEntries(fields.map(([name, spec]) => [name, valuesOf(spec)]));
    const every = Object.fromEntries(fields.filter(([name]) => name !== c.labelField).map(([name]) => [name, values[name]!.low]));
    // A list sorted by the name: the names themselves are the lower and the higher.
    const byName = sort.field === c.labelField;
    const low = await create(`${tag} ${byName ? 'alpha' : 'low'}`, every);
    const high = await create(`${tag} ${byName ? 'Bravo' : 'high'}`, byName ? {} : { [sort.field]: values[sort.field]!.high });
    for (const [name] of fields) if (name !== c.labelField) expect(low[name], name).toEqual(values[name]!.answered ?? values[name]!.low);
    const ordered = sort.direction === 'desc' ? [high.id, low.id] : [low.id, high.id];
    expect(idsOf(await list(`search=${tag}`))).toEqual(ordered);
    if (c.list.yearFilter) {
      // A year field's value, or a date's year (the lower values are far from a year's end in any time zone).
      const year = Number(String(low[c.list.yearFilter]).slice(0, 4));
      expect(idsOf(await list(`search=${tag}&year=${year}`))).toContain(low.id);
      expect((await t.inject({ method: 'GET', url: `${url}?year=abc` })).statusCode).toBe(400);
    }
    const second = await list(`search=${tag}&limit=1&page=2`);
    expect(second.pagination.total).toBe(2);
    expect(idsOf(second)).toEqual([ordered[1]]);

    // An optional field sent blank is cleared.
    const optional = fields.filter(([, spec]) => !spec.required);
    const renamed = `${tag} renamed`;
    const changes = { [c.labelField]: renamed, ...Object.fromEntries(optional.map(([name]) => [name, ''])) };
    const put = await t.inject({ method: 'PUT', url: `${url}/${low.id}`, headers: editor, payload: changes });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()[c.one]).toMatchObject({
      [c.labelField]: renamed,
      ...Object.fromEntries(optional.map(([name, spec]) => [name, cleared(spec)])),
    });
    expect((await t.inject({ method: 'GET', url: `${url}/${low.id}` })).json()[c.one][c.labelField]).toBe(renamed);
    const del = await t.inject({ method: 'DELETE', url: `${url}/${low.id}`, headers: editor });
    expect(del.json().message).toBe(c.messages.deleted);
    expect((await t.inject({ method: 'GET', url: `${url}/${low.id}` })).statusCode).toBe(404);
  });

  it('refuses bad input with the field’s message, and writes nothing', async () => {
    const cases = fields.flatMap(([name, spec]) =>
      [...(spec.required ? [blank(spec)] : []), ...BAD[spec.kind](spec)].map((bad) => [name, ...bad] as const),
    );
    for (const [name, value, message] of cases) {
      const label = `Refused ${key} ${name} ${String(value).slice(0, 20)}`;
      const res = await post({ ...collectionSample(c, label), [name]: value });
      expect(res.statusCode, `${name}: ${String(value)}`).toBe(400);
      expect(res.json().message, `${name}: ${String(value)}`).toContain(message);
    }
    expect((await list(`search=${encodeURIComponent(`Refused ${key}`)}`)).pagination.total).toBe(0);
  });

  it('takes an uploaded file as a link where the field offers uploads', async () => {
    const uploads = fields.filter(([, spec]) => spec.kind === 'link' && spec.uploads);
    for (const [name] of uploads)
      expect((await create(`Upload ${key}`, { [name]: '/uploads/documents/2025/01/a.pdf' }))[name]).toBe(
        '/uploads/documents/2025/01/a.pdf',
      );
  });

  it('lets only editors and admins write', async () => {
    const body = collectionSample(c, `Roles ${key}`);
    expect((await t.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect((await post(body, viewer)).statusCode).toBe(403);
    const { id } = await create(`Roles ${key}`);
    expect((await t.inject({ method: 'PUT', url: `${url}/${id}`, headers: viewer, payload: { [c.labelField]: 'x' } })).statusCode).toBe(
      403,
    );
    expect((await t.inject({ method: 'DELETE', url: `${url}/${id}`, headers: viewer })).statusCode).toBe(403);
  });
});
