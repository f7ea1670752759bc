import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '@mnch/shared';
import { teamMembers } from '../src/db/schema';
import { appWith, bearer, type AuthHeaders, type TestApp } from './helpers';
import { multipart, png } from './fixtures/files';

let t: TestApp, editor: AuthHeaders, viewer: AuthHeaders;
beforeAll(async () => ({ t, editor, viewer } = await appWith(['editor', 'viewer'])));
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(teamMembers);
});

const member = (over: Record<string, unknown> = {}) => ({
  name: 'Dr. Test Person',
  title: 'Research Fellow',
  category: 'Research Team',
  department: 'Research',
  country: 'Uganda',
  bio: 'Works on newborn care.',
  email: 'T.Person@Example.org',
  publications: ['A study (2024)', 'Another study (2023)'],
  orcidUrl: 'https://orcid.org/0000-0000-0000-0000',
  ...over,
});

const post = (payload: object, headers = editor) => t.inject({ method: 'POST', url: '/api/team', headers, payload });
const order = () => t.inject({ method: 'GET', url: '/api/team/order' });

async function uploadPhoto(): Promise<string> {
  const body = await multipart({ file: { data: await png(400, 400), filename: 'face.png', type: 'image/png' } });
  const res = await t.inject({ method: 'POST', url: '/api/upload/single', headers: { ...editor, ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { url: string } }>().data.url;
}

describe('team members', () => {
  it('creates, reads, updates and deletes a member; new members go to the end of the order', async () => {
    const photoUrl = await uploadPhoto();
    const a = await post(member({ photoUrl }));
    expect(a.statusCode).toBe(201);
    const created = a.json().member;
    expect(created).toMatchObject({ name: 'Dr. Test Person', email: 't.person@example.org', photoUrl, position: 0, linkedinUrl: null });
    const b = (await post(member({ name: 'Second' }))).json().member;
    expect(b.position).toBe(1);

    const got = await t.inject({ method: 'GET', url: `/api/team/${created.id}` });
    expect(got.json().member.publications).toEqual(['A study (2024)', 'Another study (2023)']);

    const put = await t.send('PUT', `/api/team/${created.id}`, editor, { title: 'Senior Research Fellow', email: '', photoUrl: null });
    expect(put.statusCode).toBe(200);
    expect(put.json().member).toMatchObject({ title: 'Senior Research Fellow', email: null, photoUrl: null, name: 'Dr. Test Person' });

    const del = await t.inject({ method: 'DELETE', url: `/api/team/${created.id}`, headers: editor });
    expect(del.json()).toEqual({ message: TEAM_MESSAGES.deleted });
    expect((await t.inject({ method: 'GET', url: `/api/team/${created.id}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/team/${created.id}`, headers: editor })).statusCode).toBe(404);
  });

  it('lists in display order, filters by category and searches', async () => {
    await post(member({ name: 'Alpha', category: 'Interns' }));
    await post(member({ name: 'Beta', category: 'Secretariat', bio: 'Runs the kangaroo care unit' }));
    await post(member({ name: 'Gamma', category: 'Interns' }));
    const all = (await t.inject({ method: 'GET', url: '/api/team' })).json();
    expect(all.members.map((m: { name: string }) => m.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(all.pagination).toMatchObject({ page: 1, total: 3, totalPages: 1 });
    const interns = (await t.inject({ method: 'GET', url: '/api/team?category=Interns' })).json();
    expect(interns.members.map((m: { name: string }) => m.name)).toEqual(['Alpha', 'Gamma']);
    const found = (await t.inject({ method: 'GET', url: '/api/team?search=kangaroo' })).json();
    expect(found.members.map((m: { name: string }) => m.name)).toEqual(['Beta']);
    const paged = (await t.inject({ method: 'GET', url: '/api/team?limit=2&page=2' })).json();
    expect(paged.members.map((m: { name: string }) => m.name)).toEqual(['Gamma']);
    expect((await t.inject({ method: 'GET', url: '/api/team?category=Nobody' })).statusCode).toBe(400);
  });

  it('reorders every member in one request, and refuses a list that is not every member once', async () => {
    const ids: number[] = [];
    for (const name of ['One', 'Two', 'Three']) ids.push((await post(member({ name }))).json().member.id);
    expect((await order()).json().ids).toEqual(ids);
    const [one, two, three] = ids as [number, number, number];
    const put = await t.inject({ method: 'PUT', url: '/api/team/order', headers: editor, payload: { ids: [three, one, two] } });
    expect(put.statusCode).toBe(200);
    expect(put.json().ids).toEqual([three, one, two]);
    const names = (await t.inject({ method: 'GET', url: '/api/team' })).json().members.map((m: { name: string }) => m.name);
    expect(names).toEqual(['Three', 'One', 'Two']);

    for (const bad of [[three, one], [three, one, two, two], [three, one, two, 999_999], 'x', [0]]) {
      const res = await t.inject({ method: 'PUT', url: '/api/team/order', headers: editor, payload: { ids: bad } });
      expect(res.statusCode).toBe(400);
    }
    expect((await order()).json().ids).toEqual([three, one, two]);
  });

  it('moves one member on the server; moves made at once all apply, none undoes another', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push((await post(member({ name: `Member ${i}` }))).json().member.id);
    const move = (id: number, to: unknown, headers = editor) =>
      t.inject({ method: 'POST', url: `/api/team/${id}/move`, headers, payload: { move: to } });
    const up = await move(ids[2]!, 'up');
    expect(up.statusCode).toBe(200);
    expect(up.json().ids).toEqual([ids[0], ids[2], ids[1], ...ids.slice(3)]);
    expect((await order()).json().ids).toEqual(up.json().ids);

    // Four members sent to the bottom at once: each of them ends among the last four (a move that
    // worked on an order read before another's was saved would put a moved member back up).
    const last = ids.slice(0, 4);
    const answers = await Promise.all(last.map((id) => move(id, 'bottom')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const after = (await order()).json<{ ids: number[] }>().ids;
    expect(after).toHaveLength(ids.length);
    expect(new Set(after.slice(-4))).toEqual(new Set(last));

    // Refusals change nothing: an unknown move, an unknown member, a viewer.
    expect((await move(ids[5]!, 'sideways')).statusCode).toBe(400);
    expect((await move(ids[5]!, 'sideways')).json().message).toBe(TEAM_MESSAGES.moveInvalid);
    expect((await move(999_999, 'top')).statusCode).toBe(404);
    expect((await move(ids[5]!, 'top', viewer)).statusCode).toBe(403);
    expect((await order()).json().ids).toEqual(after);
  });

  it('validates: required fields, category, links, email and photo of this site', async () => {
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    const fields = (missing.json().errors as Array<{ field: string }>).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'title', 'category']));
    expect((await post(member({ category: 'Friends' }))).statusCode).toBe(400);
    expect((await post(member({ orcidUrl: 'javascript:alert(1)' }))).json().message).toBe(TEAM_MESSAGES.linkInvalid);
    expect((await post(member({ linkedinUrl: 'not a link' }))).statusCode).toBe(400);
    expect((await post(member({ email: 'nobody' }))).json().message).toBe(TEAM_MESSAGES.emailInvalid);
    expect((await post(member({ photoUrl: 'https://elsewhere.example.org/a.png' }))).statusCode).toBe(400);
    expect((await post(member({ photoUrl: '/uploads/images/2026/01/never-uploaded.png' }))).statusCode).toBe(201);
    expect((await post(member({ publications: Array.from({ length: 51 }, (_, i) => `P${i}`) }))).statusCode).toBe(400);
  });

  it('lets editors and admins write; anonymous callers get 401 and viewers 403', async () => {
    expect((await post(member(), {})).statusCode).toBe(401);
    expect((await post(member(), viewer)).statusCode).toBe(403);
    expect((await t.inject({ method: 'PUT', url: '/api/team/order', headers: viewer, payload: { ids: [] } })).statusCode).toBe(403);
    const admin = bearer(await t.adminToken());
    expect((await post(member(), admin)).statusCode).toBe(201);
  });
});
