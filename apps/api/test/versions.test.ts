/**
 * Saves never overwrite a colleague's work (lib/versions.ts, decision 39): for every kind of the
 * registry, a read gives the item's version (its ETag and `version`), a save with an If-Match that is no
 * longer the stored version is a 409 with the item as it is, who saved it and when, and changes nothing,
 * and of two saves from the same version made at once exactly one wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_KINDS, KINDS as REGISTRY, VERSION_MESSAGES, versionOf, type Kind, type TrashKind } from '@mnch/shared';
import { appWith, type AuthHeaders, type TestApp } from './helpers';
import { createKindMakers } from './support/kind-makers';

let t: TestApp;
let admin: AuthHeaders;
/** A second administrator, "Test admin": the colleague whose save comes first. */
let colleague: AuthHeaders;

beforeAll(async () => {
  ({ t, admin } = await appWith(['admin']));
  colleague = { authorization: `Bearer ${await t.tokenFor('admin')}` };
});
afterAll(() => t.close());

const { KINDS: MAKERS } = createKindMakers(() => ({ t, headers: admin }));

type Json = Record<string, unknown>;

/** How a test reads and saves one item of a kind: where, the body of a save naming it `text`, and its name in a read. */
interface Case {
  make(): Promise<{ read: string; write: string }>;
  body(text: string): Json;
  text(item: Json): unknown;
}

/** The item of an answer: its envelope's one value (`{ job: {...} }`), or the answer itself (an article, the settings' envelope). */
const itemOf = (body: Json): Json => ('id' in body || 'settings' in body ? body : (Object.values(body)[0] as Json));

/** A kind with a trash is made by the makers the trash tests use; a save renames it by its label field. */
function madeCase(kind: TrashKind): Case {
  const label = kind in REGISTRY && 'fields' in REGISTRY[kind] ? REGISTRY[kind].labelField : (REGISTRY[kind].labelField ?? 'title');
  const maker = MAKERS[kind];
  return {
    async make() {
      const url = `${maker.path}/${await maker.create()}`;
      return { read: url, write: url };
    },
    body: (text) => ({ [label]: text }),
    text: (item) => item[label],
  };
}

const settingsWith = (building: string) => ({
  address: { building, street: '1 Test Road', poBox: '', city: 'Testville', country: 'Testland' },
  phones: [{ label: 'Office', number: '+256 700 000 000' }],
  emails: { general: 'hello@test.example.org', careers: 'jobs@test.example.org' },
  officeHours: [{ days: 'Weekdays', hours: '9 to 5' }],
  map: { lat: 0.35, lng: 32.58, label: building },
  social: [],
  footerLinks: [],
});

/** Every kind of the registry (a kind added without a case here is a type error). */
const CASES: Record<Kind, Case> = {
  ...(Object.fromEntries(ALL_KINDS.filter((kind) => REGISTRY[kind].trash).map((kind) => [kind, madeCase(kind as TrashKind)])) as Record<
    TrashKind,
    Case
  >),
  settings: {
    async make() {
      await t.send('PUT', '/api/settings', admin, settingsWith('Version House'));
      return { read: '/api/settings', write: '/api/settings' };
    },
    body: settingsWith,
    text: (item) => (item.settings as { address: { building: string } }).address.building,
  },
  figures: {
    async make() {
      await t.send('PUT', '/api/figures/hIndex', admin, { value: 10, label: 'Version figure', prefix: '', suffix: '', plain: false });
      return { read: '/api/figures/hIndex', write: '/api/figures/hIndex' };
    },
    body: (text) => ({ value: 12, label: text, prefix: '', suffix: '', plain: false }),
    text: (item) => item.label,
  },
};

async function read(url: string) {
  const res = await t.send('GET', url, admin);
  expect(res.statusCode, res.body).toBe(200);
  const item = itemOf(res.json<Json>());
  return { item, etag: res.headers.etag, version: item.version as string };
}

const save = (url: string, headers: AuthHeaders, body: Json, ifMatch?: string) =>
  t.send('PUT', url, ifMatch === undefined ? headers : { ...headers, 'if-match': ifMatch }, body);

describe.each(ALL_KINDS.map((kind) => [kind] as [Kind]))('saving the %s kind', (kind) => {
  const spec = CASES[kind];

  it('answers its version, and refuses a save from an older one with 409: the current item, who and when, nothing lost', async () => {
    const { read: readUrl, write } = await spec.make();
    const opened = await read(readUrl);
    expect(opened.version).toMatch(/^"\d+"$/);
    expect(opened.etag).toBe(opened.version);
    expect(opened.version).toBe(versionOf(opened.item.updatedAt as string));

    const first = await save(write, colleague, spec.body('Saved by the colleague'), opened.version);
    expect(first.statusCode, first.body).toBe(200);
    const saved = itemOf(first.json<Json>());
    expect(saved.version).not.toBe(opened.version);
    expect(first.headers.etag).toBe(saved.version);

    const second = await save(write, admin, spec.body('Saved over it'), opened.version);
    expect(second.statusCode, second.body).toBe(409);
    const refused = second.json<Json & { current: Json }>();
    expect(refused.message).toBe(VERSION_MESSAGES.stale);
    expect(spec.text(refused.current)).toBe('Saved by the colleague');
    expect(refused.current.version).toBe(saved.version);
    expect(refused.changedBy).toBe('Test admin');
    expect(refused.changedAt).toBe(saved.updatedAt);
    // Nothing of the refused save was written.
    const now = await read(readUrl);
    expect(spec.text(now.item)).toBe('Saved by the colleague');
    expect(now.version).toBe(saved.version);

    // From the version the 409 gave, the save goes through.
    const retried = await save(write, admin, spec.body('Saved after loading theirs'), refused.current.version as string);
    expect(retried.statusCode, retried.body).toBe(200);
    // Without If-Match (a script), a save goes ahead as before.
    const blind = await save(write, admin, spec.body('Saved without a version'));
    expect(blind.statusCode, blind.body).toBe(200);
    expect(spec.text((await read(readUrl)).item)).toBe('Saved without a version');
  });

  it('lets exactly one of two saves from the same version, made at once, win', async () => {
    const { read: readUrl, write } = await spec.make();
    const { version } = await read(readUrl);
    const answers = await Promise.all([
      save(write, colleague, spec.body('Concurrent one'), version),
      save(write, admin, spec.body('Concurrent two'), version),
    ]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes, answers.map((res) => res.body).join('\n')).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!;
    const now = await read(readUrl);
    expect(spec.text(now.item)).toBe(spec.text(itemOf(winner.json<Json>())));
  });

  it('answers a malformed If-Match with 400 and changes nothing; * and a list naming the version match', async () => {
    const { read: readUrl, write } = await spec.make();
    const before = await read(readUrl);
    for (const bad of ['12345', 'W/', '"unclosed', '"a" "b"']) {
      const res = await save(write, admin, spec.body('Never saved'), bad);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ message: VERSION_MESSAGES.malformed, errors: [{ field: 'If-Match' }] });
    }
    // A well-formed version that is not the item's (a weak one never matches) is a 409, not a 400.
    expect((await save(write, admin, spec.body('Never saved'), `W/${before.version}`)).statusCode).toBe(409);
    expect((await save(write, admin, spec.body('Never saved'), '"1"')).statusCode).toBe(409);
    expect(spec.text((await read(readUrl)).item)).toBe(spec.text(before.item));
    expect((await save(write, admin, spec.body('Any version'), '*')).statusCode).toBe(200);
    const { version } = await read(readUrl);
    expect((await save(write, admin, spec.body('One of a list'), `"1", ${version}`)).statusCode).toBe(200);
  });
});

describe('the version of an item', () => {
  it('is in every row of the staff lists the back office edits from', async () => {
    const { read: readUrl } = await CASES.team.make();
    const list = await t.send('GET', '/api/team', admin);
    const { item } = await read(readUrl);
    const row = (list.json<{ members: Json[] }>().members ?? []).find((m) => m.id === item.id);
    expect(row?.version).toBe(item.version);
  });

  it('is no ETag of a visitor’s read, which keeps the validator of its body', async () => {
    const { read: readUrl } = await CASES.team.make();
    const { version } = await read(readUrl);
    const res = await t.send('GET', readUrl, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(version);
  });
});
