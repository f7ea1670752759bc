import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SITE_SETTINGS, type SiteSettingsInput } from '@mnch/shared';
import { runDataSteps, storeSiteSettings } from '../src/db/data-steps';
import { dataSteps, siteSettings } from '../src/db/schema';
import { appWith, bearer, type AuthHeaders, type TestApp } from './helpers';

let t: TestApp, admin: AuthHeaders;
beforeAll(async () => ({ t, admin } = await appWith(['admin'])));
afterAll(() => t.close());

const settings = (over: Partial<SiteSettingsInput> = {}): SiteSettingsInput => ({
  address: { building: 'Test House', street: '1 Test Road', poBox: 'P.O. Box 1', city: 'Testville', country: 'Testland' },
  phones: [{ label: 'Office', number: '+1 (555) 010-0000' }],
  emails: { general: 'Hello@Test.example.org', careers: 'jobs@test.example.org' },
  officeHours: [{ days: 'Weekdays', hours: '9 to 5' }],
  map: { lat: 1.5, lng: -30.25, label: 'Test House' },
  social: [{ network: 'x', label: 'X', handle: '@test', url: 'https://x.com/test' }],
  footerLinks: [{ label: 'Example', url: 'https://example.org/' }],
  ...over,
});

const get = () => t.inject({ method: 'GET', url: '/api/settings' });
const put = (payload: unknown, headers = admin) => t.inject({ method: 'PUT', url: '/api/settings', headers, payload: payload as object });

beforeEach(async () => {
  await t.app.db.delete(siteSettings);
});

describe('GET /api/settings', () => {
  it('answers empty settings, to anyone, before any are stored', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settings: EMPTY_SITE_SETTINGS, updatedAt: null, version: null });
  });
});

describe('PUT /api/settings', () => {
  it('stores the whole record for an admin, and everyone reads it back', async () => {
    const res = await put(settings());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings.emails.general).toBe('hello@test.example.org');
    expect(body.settings.address.city).toBe('Testville');
    expect(body.updatedAt).toEqual(expect.any(String));
    expect((await get()).json()).toEqual(body);

    // A second PUT replaces it (lists included).
    const again = await put(settings({ phones: [{ label: 'Main', number: '+256 700 111 222' }], social: [], footerLinks: [] }));
    expect(again.statusCode).toBe(200);
    const read = (await get()).json().settings;
    expect(read.phones).toEqual([{ label: 'Main', number: '+256 700 111 222' }]);
    expect(read.social).toEqual([]);
    expect(read.footerLinks).toEqual([]);
  });

  it('keeps blank optional address lines as empty text', async () => {
    const res = await put(settings({ address: { building: 'B', street: '  ', poBox: null, city: 'C', country: 'D' } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.address).toEqual({ building: 'B', street: '', poBox: '', city: 'C', country: 'D' });
  });

  it('is for admins only: 401 without a token, 403 for an editor or a viewer', async () => {
    expect((await put(settings(), {})).statusCode).toBe(401);
    expect((await put(settings(), bearer(await t.tokenFor('editor')))).statusCode).toBe(403);
    expect((await put(settings(), bearer(await t.tokenFor('viewer')))).statusCode).toBe(403);
    expect((await get()).json().updatedAt).toBeNull();
  });

  it.each([
    ['no phone number', { phones: [] }, 'phones', 'Add at least one phone number'],
    ['a phone number with letters', { phones: [{ label: 'Office', number: 'call us' }] }, 'phones.0.number', 'Phone number may hold'],
    ['a bad email', { emails: { general: 'not-an-email', careers: 'a@b.org' } }, 'emails.general', 'valid email'],
    ['a latitude out of range', { map: { lat: 91, lng: 0, label: 'X' } }, 'map.lat', 'Latitude must be'],
    ['a longitude as text', { map: { lat: 0, lng: 'east', label: 'X' } }, 'map.lng', 'Longitude must be'],
    ['a javascript: link', { footerLinks: [{ label: 'Bad', url: 'javascript:alert(1)' }] }, 'footerLinks.0.url', 'Web address must'],
    [
      'an unknown network',
      { social: [{ network: 'myspace', label: 'M', handle: 'm', url: 'https://myspace.com/m' }] },
      'social.0.network',
      'Network must',
    ],
    [
      'a network twice',
      {
        social: [
          { network: 'x', label: 'X', handle: 'a', url: 'https://x.com/a' },
          { network: 'x', label: 'X', handle: 'b', url: 'https://x.com/b' },
        ],
      },
      'social',
      'once',
    ],
    [
      'a missing building',
      { address: { building: ' ', street: '', poBox: '', city: 'C', country: 'D' } },
      'address.building',
      'Building is required',
    ],
  ])('refuses %s with a 400 naming the field', async (_name, over, field, message) => {
    const res = await put(settings(over as Partial<SiteSettingsInput>));
    expect(res.statusCode).toBe(400);
    const error = (res.json().errors as Array<{ field: string; message: string }>).find((e) => e.field === field);
    expect(error?.message).toContain(message);
    expect((await get()).json().updatedAt).toBeNull();
  });

  it('shows on the next page read: a write counts as the settings kind for the page cache', async () => {
    const before = (await t.app.pageState.current()).versions.settings;
    expect((await put(settings())).statusCode).toBe(200);
    expect((await t.app.pageState.current()).versions.settings).toBeGreaterThan(before);
  });
});

describe('the start-up data step', () => {
  it("stores the centre's details once, and leaves settings an admin stored alone", async () => {
    await t.app.db.delete(dataSteps);
    expect(await runDataSteps(t.app.db, [storeSiteSettings])).toEqual([{ name: '0020-site-settings', changed: 1 }]);
    const stored = (await get()).json();
    expect(stored.updatedAt).toEqual(expect.any(String));
    expect(stored.settings.phones.length).toBeGreaterThan(0);
    expect(stored.settings.emails.general).toContain('@');

    // Run again (a step stopped half way is run whole at the next start): an admin's settings stay.
    expect((await put(settings())).statusCode).toBe(200);
    await t.app.db.delete(dataSteps);
    expect(await runDataSteps(t.app.db, [storeSiteSettings])).toEqual([{ name: '0020-site-settings', changed: 0 }]);
    expect((await get()).json().settings.address.city).toBe('Testville');
  });
});
