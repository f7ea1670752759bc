// The write check of `npm run bench:load` (scripts/load-writes.ts): it must find every accepted write
// by the run's marker, report one that is missing, and ignore other runs' rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWrites, newRunMarker, writeEmail, type WriteKind } from '../scripts/load-writes';
import { bearer, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(await t.adminToken()),
    payload: {
      title: 'Load check',
      description: '<p>x</p>',
      type: 'workshop',
      startDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      isVirtual: true,
      virtualLink: 'https://meet.example.org/x',
      organizer: 'MNCH Centre',
      capacity: 100,
    },
  });
  expect(res.statusCode).toBe(201);
  eventId = res.json().event.id;
});
afterAll(() => t.close());

async function write(kind: WriteKind, email: string) {
  const res =
    kind === 'registrations'
      ? await t.inject({ method: 'POST', url: `/api/events/${eventId}/registrations`, payload: { name: 'Load visitor', email } })
      : await t.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: { kind: 'contact', name: 'Load visitor', email, subject: 'Load', message: 'Hello' },
        });
  expect(res.statusCode).toBe(201);
}

describe('the bench:load write check', () => {
  it('counts the run’s rows in the database and names accepted writes that are missing', async () => {
    const marker = newRunMarker();
    const other = newRunMarker();
    expect(other).not.toBe(marker);
    const accepted: Record<WriteKind, Set<string>> = { registrations: new Set(), inquiries: new Set() };
    for (let n = 1; n <= 3; n++) {
      for (const kind of ['registrations', 'inquiries'] as const) {
        const email = writeEmail(marker, kind, n);
        await write(kind, email);
        accepted[kind].add(email);
      }
    }
    // Stored but never seen answered (cut off at the end of a run): reported, not lost.
    await write('inquiries', writeEmail(marker, 'inquiries', 4));
    // Another run's row: not counted.
    await write('registrations', writeEmail(other, 'registrations', 1));
    // Accepted but absent: a lost write.
    const lost = writeEmail(marker, 'registrations', 99);
    accepted.registrations.add(lost);

    const checks = await checkWrites(t.database.db, marker, accepted);
    expect(checks).toEqual([
      { kind: 'registrations', accepted: 4, stored: 3, missing: [lost], unanswered: 0 },
      { kind: 'inquiries', accepted: 3, stored: 4, missing: [], unanswered: 1 },
    ]);
  });
});
