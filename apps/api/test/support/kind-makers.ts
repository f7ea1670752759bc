import { expect } from 'vitest';
import { COLLECTION_KEYS, KINDS as REGISTRY, type CollectionKey, type TrashKind } from '@mnch/shared';
import { collectionSample } from '@mnch/shared/testing';
import { uploadedPath, uploadGalleryImage, type TestApp } from '../helpers';

/**
 * How tests make content of every kind with a trash through the API (trash.test.ts, bulk.test.ts):
 * `KINDS` has one maker per kind, so a new kind without one is a type error. `current` gives the app and
 * the signed-in headers the makers send, read when called (both are set in a test's beforeAll).
 */
export function createKindMakers(current: () => { t: TestApp; headers: Record<string, string> }) {
  let serial = 0;
  const uid = () => `${++serial}-${Math.random().toString(36).slice(2, 8)}`;
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

  async function post(url: string, payload: object, headers = current().headers): Promise<Record<string, unknown> & { id: number }> {
    const res = await current().t.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<Record<string, Record<string, unknown> & { id: number }>>();
    return Object.values(body)[0]!;
  }

  const uploadImage = () => uploadGalleryImage(current().t, current().headers);
  const onDisk = (url: string) => uploadedPath(current().t, url);

  async function createImage(title = `Photo ${uid()}`) {
    const file = await uploadImage();
    const res = await current().t.inject({
      method: 'POST',
      url: '/api/gallery/bulk',
      headers: current().headers,
      payload: {
        images: [
          { title, image_url: file.url, filename: file.filename, size: file.size, mimetype: file.mimetype, variants: file.variants },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().images[0].id as number, file };
  }

  const newEvent = (over: Record<string, unknown> = {}) => ({
    title: `Trash conference ${uid()}`,
    description: '<p>Two days of talks.</p>',
    type: 'conference',
    startDate: inDays(30),
    endDate: inDays(31),
    venueName: 'Kampala Serena Hotel',
    organizer: 'MNCH Centre',
    capacity: 100,
    ...over,
  });

  type Maker = { path: string; create: () => Promise<number> };
  /** A collection's items are made from its definition. */
  const collectionMaker = (key: CollectionKey): Maker => {
    const path = `/api/${REGISTRY[key].folder}`;
    return { path, create: async () => (await post(path, collectionSample(REGISTRY[key], `Trash ${key} ${uid()}`))).id };
  };
  const collections = Object.fromEntries(COLLECTION_KEYS.map((key) => [key, collectionMaker(key)])) as Record<CollectionKey, Maker>;

  /** How to make one item of each kind through the API, and where the public (anonymous) read of it is. */
  const KINDS: Record<TrashKind, Maker> = {
    ...collections,
    articles: {
      path: '/api/articles',
      create: async () =>
        (
          await post('/api/articles', {
            title: `Trash article ${uid()}`,
            category: 'Research Breakthrough',
            content: '<p>Text</p>',
            status: 'published',
          })
        ).id,
    },
    events: { path: '/api/events', create: async () => (await post('/api/events', newEvent())).id },
    projects: {
      path: '/api/projects',
      create: async () =>
        (await post('/api/projects', { title: `Trash project ${uid()}`, description: '<p>Scale-up</p>', category: 'research' })).id,
    },
    publications: {
      path: '/api/publications',
      create: async () =>
        (
          await post('/api/publications', {
            title: `Trash publication ${uid()}`,
            authors: [{ name: 'Jane Nakato' }],
            type: 'Journal Article',
            year: 2023,
          })
        ).id,
    },
    gallery: { path: '/api/gallery', create: async () => (await createImage()).id },
    jobs: {
      path: '/api/jobs',
      create: async () =>
        (
          await post('/api/jobs', {
            title: `Trash job ${uid()}`,
            pathway: 'research-data',
            employmentType: 'full-time',
            location: 'Kampala',
            summary: 'Manage study data.',
            description: '<p>Manage data.</p>',
            requirements: '<ul><li>A degree</li></ul>',
            postedDate: inDays(-1),
            deadline: inDays(7),
            applyEmail: 'careers@example.org',
            status: 'published',
          })
        ).id,
    },
    team: {
      path: '/api/team',
      create: async () => (await post('/api/team', { name: `Dr. Trash ${uid()}`, title: 'Research Fellow', category: 'Research Team' })).id,
    },
    partners: {
      path: '/api/partners',
      create: async () => (await post('/api/partners', { name: `Trash University ${uid()}`, type: 'academic', lists: ['research'] })).id,
    },
    countries: {
      path: '/api/countries',
      create: async () => (await post('/api/countries', country(`T${String.fromCharCode(65 + (serial % 26))}`))).id,
    },
    'field-sites': {
      path: '/api/field-sites',
      create: async () =>
        (
          await post('/api/field-sites', {
            name: `Trash site ${uid()}`,
            region: 'busoga',
            type: 'District hospital',
            x: 70,
            y: 34,
            healthWorkersTrained: 1,
            communitiesReached: 2,
            programsActive: 3,
            livesImpacted: 4,
            description: 'A hospital.',
            colorFrom: '#134f34',
            colorTo: '#48b37b',
            motif: 'hospital',
          })
        ).id,
    },
  };

  function country(code: string) {
    return {
      name: `Trashland ${uid()}`,
      code,
      incomeLevel: 'low',
      activity: 'active',
      population: 1000,
      latitude: 1,
      longitude: 32,
      maternalMortality: 284,
      under5Mortality: 40,
      gdpPerCapita: 1000,
    };
  }
  return { uid, inDays, post, uploadImage, onDisk, createImage, newEvent, KINDS, country };
}
