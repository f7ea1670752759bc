import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '@mnch/shared';
import { partners } from '../src/db/schema';
import { appWith, bearer, type AuthHeaders, type TestApp } from './helpers';
import { multipart, png } from './fixtures/files';

let t: TestApp, editor: AuthHeaders, viewer: AuthHeaders;
beforeAll(async () => ({ t, editor, viewer } = await appWith(['editor', 'viewer'])));
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(partners);
});

const partner = (over: Record<string, unknown> = {}) => ({
  name: 'Test University',
  type: 'academic',
  city: 'Kampala',
  country: 'Uganda',
  lists: ['research', 'map'],
  latitude: 0.35,
  longitude: 32.58,
  region: 'Africa',
  focusAreas: ['Newborn health'],
  projects: ['A study'],
  publications: 4,
  since: 2020,
  website: 'https://university.example.org',
  ...over,
});
const post = (payload: object, headers = editor) => t.inject({ method: 'POST', url: '/api/partners', headers, payload });
const names = async (query: string) =>
  (await t.inject({ method: 'GET', url: `/api/partners${query}` })).json().partners.map((p: { name: string }) => p.name);

async function uploadLogo(): Promise<string> {
  const body = await multipart({ file: { data: await png(200, 200), filename: 'logo.png', type: 'image/png' } });
  const res = await t.inject({ method: 'POST', url: '/api/upload/single', headers: { ...editor, ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { url: string } }>().data.url;
}

describe('partners', () => {
  it('creates, reads, updates (a new logo) and deletes a partner', async () => {
    const res = await post(partner({ logoUrl: await uploadLogo() }));
    expect(res.statusCode).toBe(201);
    const created = res.json().partner;
    expect(created).toMatchObject({ name: 'Test University', location: 'Kampala, Uganda', lists: ['research', 'map'], inCarousel: false });
    const logo = await uploadLogo();
    const put = await t.send('PUT', `/api/partners/${created.id}`, editor, { logoUrl: logo, inCarousel: true });
    expect(put.statusCode).toBe(200);
    expect(put.json().partner).toMatchObject({ logoUrl: logo, inCarousel: true, name: 'Test University' });
    expect((await t.inject({ method: 'GET', url: `/api/partners/${created.id}` })).json().partner.logoUrl).toBe(logo);
    const del = await t.inject({ method: 'DELETE', url: `/api/partners/${created.id}`, headers: editor });
    expect(del.json()).toEqual({ message: PARTNER_MESSAGES.deleted });
    expect((await t.inject({ method: 'GET', url: `/api/partners/${created.id}` })).statusCode).toBe(404);
  });

  it('lists in order and filters by type, list, carousel and search', async () => {
    await post(partner({ name: 'Alpha' }));
    await post(partner({ name: 'Beta', type: 'funding', lists: ['strategic'], inCarousel: true, description: 'Funds fellowships' }));
    await post(partner({ name: 'Gamma', type: 'ngo', lists: [], latitude: null, longitude: null }));
    expect(await names('')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await names('?type=funding')).toEqual(['Beta']);
    expect(await names('?list=map')).toEqual(['Alpha']);
    expect(await names('?carousel=true')).toEqual(['Beta']);
    expect(await names('?carousel=false')).toEqual(['Alpha', 'Gamma']);
    expect(await names('?search=fellowships')).toEqual(['Beta']);
    expect(await names('?limit=2&page=2')).toEqual(['Gamma']);
    expect((await t.inject({ method: 'GET', url: '/api/partners?list=elsewhere' })).statusCode).toBe(400);
  });

  it('keeps the detail panel: figures, areas, projects, story and publications', async () => {
    const details = {
      fullDescription: 'A long partnership.',
      partnershipDuration: '5 years',
      partnershipType: 'Research',
      impactMetrics: [{ icon: 'book-open', value: '12', label: 'Joint publications' }],
      collaborationAreas: [{ icon: 'baby', title: 'Newborn care', description: 'Studies' }],
      jointProjects: [{ title: 'P', description: 'D', status: 'Ongoing', timeline: '2024 - 2026', funding: 'US$1' }],
      successStory: { quote: 'Q', author: 'A', role: 'R', organization: 'O' },
      jointPublications: [{ title: 'T', journal: 'J', year: 2024, type: 'Article' }],
    };
    const res = await post(partner({ lists: ['strategic'], details }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().partner.details).toEqual(details);
    const bad = await post(partner({ details: { ...details, impactMetrics: [{ icon: 'rocket', value: '1', label: 'x' }] } }));
    expect(bad.statusCode).toBe(400);
  });

  it('validates: name and type, links, coordinates, the map needing coordinates, the logo of this site', async () => {
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect((missing.json().errors as Array<{ field: string }>).map((e) => e.field)).toEqual(expect.arrayContaining(['name', 'type']));
    expect((await post(partner({ type: 'friend' }))).json().message).toBe(PARTNER_MESSAGES.typeInvalid);
    expect((await post(partner({ website: 'javascript:alert(1)' }))).json().message).toBe(PARTNER_MESSAGES.linkInvalid);
    expect((await post(partner({ latitude: 91 }))).json().message).toBe(PARTNER_MESSAGES.latitudeInvalid);
    expect((await post(partner({ longitude: null }))).statusCode).toBe(400);
    expect((await post(partner({ latitude: null, longitude: null }))).json().message).toBe(PARTNER_MESSAGES.mapNeedsCoordinates);
    expect((await post(partner({ logoUrl: 'https://elsewhere.example.org/logo.png' }))).statusCode).toBe(400);
    expect((await post(partner({ colorFrom: 'red' }))).json().message).toBe(PARTNER_MESSAGES.colourInvalid);
    // A partner put on the map later needs its coordinates then.
    const plain = (await post(partner({ lists: [], latitude: null, longitude: null }))).json().partner;
    const res = await t.inject({ method: 'PUT', url: `/api/partners/${plain.id}`, headers: editor, payload: { lists: ['map'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PARTNER_MESSAGES.mapNeedsCoordinates);
  });

  it('lets editors and admins write; anonymous callers get 401 and viewers 403', async () => {
    expect((await post(partner(), {})).statusCode).toBe(401);
    expect((await post(partner(), viewer)).statusCode).toBe(403);
    expect((await post(partner(), bearer(await t.adminToken()))).statusCode).toBe(201);
  });
});
