import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_LINK_HOURS, PASSWORD_RESET_MESSAGES, passwordLinkValidity } from '@mnch/shared';
import { requestForLog } from '../src/app';
import { outbox, passwordTokens, users } from '../src/db/schema';
import { RESET_LINKS_PER_ACCOUNT_PER_HOUR } from '../src/modules/auth/reset-limit';
import { bearer, createTestApp, type TestApp } from './helpers';
import { startTestSmtp, type TestSmtp } from './support/smtp';

/**
 * Password links through a real SMTP server (smtp-server), read back with mailparser: "Forgot
 * password?", the reset itself, an admin's link and a new account's set-your-password link.
 */
const fast = { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 };
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
let t: TestApp;
let smtp: TestSmtp;
let admin: string;
let n = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(
    { SMTP_URL: smtp.url, SITE_URL: 'https://centre.example.org' },
    { now: clock, mail: { start: true, worker: fast } },
  );
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

async function staff(role: 'editor' | 'admin' | 'viewer' = 'editor', status: 'active' | 'inactive' = 'active') {
  const email = `staff${++n}-${Date.now().toString(36)}@example.org`;
  const user = await t.app.services.users.create({ name: `Staff <${n}>`, email, role, status, password: 'Old-pass-word-1' });
  return { ...user, password: 'Old-pass-word-1' };
}

const forgot = (email: string, remoteAddress?: string) =>
  t.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
const reset = (token: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirmPassword: password } });
const login = (email: string, password: string) => t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The link of the newest message to `email`, as its reader sees it in both parts; and its token. */
async function linkFor(email: string, count = 1) {
  const mails = await smtp.waitFor(email, count);
  const mail = mails[count - 1]!;
  const match = /https:\/\/centre\.example\.org\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
  expect(match, 'the text part carries the link').not.toBeNull();
  expect(mail.html).toContain(match![0]);
  return { mail, url: match![0], token: match![1]! };
}

const queuedTo = (email: string) => t.app.db.select().from(outbox).where(eq(outbox.recipient, email));

describe('forgot password and the reset link', () => {
  it('mails a link that sets a new password once, ends the other sessions, and then fails', async () => {
    const user = await staff();
    const session = (await login(user.email, user.password)).json().data.tokens.accessToken as string;
    const asked = await forgot(user.email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });

    const { mail, url, token } = await linkFor(user.email);
    expect(mail.subject).toMatch(/Reset your .* password/);
    expect(mail.text).toContain('one hour');
    // Nothing personal in the link; only the token's hash is stored.
    expect(url).not.toContain(user.email.split('@')[0]!);
    const [stored] = await t.app.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(stored!.tokenHash).not.toBe(token);

    const done = await reset(token, 'New-pass-word-2');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(PASSWORD_RESET_MESSAGES.passwordSet);
    expect((await login(user.email, 'New-pass-word-2')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);

    const again = await reset(token, 'Other-pass-word-3');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PASSWORD_RESET_MESSAGES.linkInvalid);
    expect((await login(user.email, 'Other-pass-word-3')).statusCode).toBe(401);
  });

  it('refuses a link after its hour', async () => {
    const user = await staff();
    await forgot(user.email);
    const { token } = await linkFor(user.email);
    offsetMs = 61 * 60_000;
    try {
      const res = await reset(token, 'New-pass-word-2');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PASSWORD_RESET_MESSAGES.linkInvalid);
    } finally {
      offsetMs = 0;
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('keeps the link when the new password is refused (the shared password rule)', async () => {
    const user = await staff();
    await forgot(user.email);
    const { token } = await linkFor(user.email);
    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('password');
    expect((await reset(token, 'New-pass-word-2')).statusCode).toBe(200);
  });

  it('answers an unknown, an inactive and an old subscriber address exactly as a staff one, sending them nothing', async () => {
    const known = await staff();
    const inactive = await staff('editor', 'inactive');
    // An old subscriber account: the viewer role without a password (decision 33), never a way in.
    const [subscriber] = await t.app.db
      .insert(users)
      .values({ name: 'Old Subscriber', email: `sub${++n}-${Date.now().toString(36)}@example.org`, role: 'viewer', passwordHash: null })
      .returning();
    const unknown = `nobody-${Date.now()}@example.org`;
    const answers = [];
    for (const email of [known.email, unknown, inactive.email, subscriber!.email]) {
      const started = Date.now();
      const res = await forgot(email);
      answers.push({ status: res.statusCode, body: res.body, slow: Date.now() - started >= 240 });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await linkFor(known.email);
    for (const email of [unknown, inactive.email, subscriber!.email]) expect(await queuedTo(email)).toHaveLength(0);
  });

  it('keeps the token out of request logs', () => {
    const token = 'A'.repeat(43);
    expect(requestForLog({ method: 'GET', url: `/reset-password/${token}` })).toEqual({ method: 'GET', url: '/reset-password/…' });
    expect(requestForLog({ method: 'GET', url: `/reset-password/${token}.data?_routes=x` }).url).not.toContain(token);
  });

  it('refuses a malformed token or address with a 400 naming the field', async () => {
    const bad = await reset('short', 'New-pass-word-2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: 'token', message: PASSWORD_RESET_MESSAGES.tokenInvalid });
    const noEmail = await forgot('not an address');
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errors[0]).toEqual({ field: 'email', message: MESSAGES.users.emailInvalid });
  });
});

describe('limits', () => {
  it(`sends one address at most ${RESET_LINKS_PER_ACCOUNT_PER_HOUR} links an hour, answering every ask the same`, async () => {
    const user = await staff();
    for (let i = 0; i < RESET_LINKS_PER_ACCOUNT_PER_HOUR + 2; i++) {
      const res = await forgot(user.email, `10.9.0.${i + 1}`);
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe(PASSWORD_RESET_MESSAGES.requested);
    }
    expect(await queuedTo(user.email)).toHaveLength(RESET_LINKS_PER_ACCOUNT_PER_HOUR);
    offsetMs = 61 * 60_000;
    try {
      await forgot(user.email);
      expect(await queuedTo(user.email)).toHaveLength(RESET_LINKS_PER_ACCOUNT_PER_HOUR + 1);
    } finally {
      offsetMs = 0;
    }
  });

  it('limits asks and resets per client address (LOGIN_RATE_LIMIT a minute)', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '2' });
    try {
      const ask = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'x@example.org' },
          remoteAddress: '10.7.7.7',
        });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(429);
      const use = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: 'a'.repeat(43), password: 'New-pass-word-2' },
          remoteAddress: '10.7.7.8',
        });
      expect((await use()).statusCode).toBe(400);
      expect((await use()).statusCode).toBe(400);
      expect((await use()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('links sent by an admin', () => {
  it('sends a user a reset link from the users screen; 409 for an inactive account, 404 for none', async () => {
    const user = await staff();
    const send = (id: number) => t.inject({ method: 'POST', url: `/api/users/${id}/password-link`, headers: bearer(admin) });
    const res = await send(user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PASSWORD_RESET_MESSAGES.linkSent);
    const { token } = await linkFor(user.email);
    expect((await reset(token, 'New-pass-word-2')).statusCode).toBe(200);
    const inactive = await staff('editor', 'inactive');
    expect((await send(inactive.id)).statusCode).toBe(409);
    expect((await send(999_999)).statusCode).toBe(404);
  });

  it('creates an account without a password and mails it a link to set one', async () => {
    const email = `new${Date.now()}@example.org`;
    const created = await t.send('POST', '/api/users', bearer(admin), {
      name: 'New Editor',
      email,
      role: 'editor',
      sendPasswordLink: true,
    });
    expect(created.statusCode).toBe(201);
    const { mail, token } = await linkFor(email);
    expect(mail.subject).toMatch(/set your password/);
    expect(mail.text).toContain('Hello New Editor,');
    expect((await login(email, 'First-pass-word-1')).statusCode).toBe(401);
    expect((await reset(token, 'First-pass-word-1')).statusCode).toBe(200);
    expect((await login(email, 'First-pass-word-1')).statusCode).toBe(200);
  });

  it('still needs a password, or the link, to create an account; a viewer (read-only staff) may be sent the link', async () => {
    const email = `nopass${Date.now()}@example.org`;
    const create = (payload: object) => t.inject({ method: 'POST', url: '/api/users', headers: bearer(admin), payload });
    const missing = await create({ name: 'No Pass', email, role: 'editor' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ field: 'password', message: MESSAGES.users.passwordRequired });
    expect(await queuedTo(email)).toHaveLength(0);
    const viewer = await create({ name: 'Vera Viewer', email, role: 'viewer', sendPasswordLink: true });
    expect(viewer.statusCode, viewer.body).toBe(201);
    expect(await queuedTo(email)).toHaveLength(1);
  });
});

describe('how long a link works: one number for the link and its message', () => {
  it(`a new account's link says ${passwordLinkValidity('welcome')} and works that long; a reset link says ${passwordLinkValidity('reset')}`, async () => {
    expect(passwordLinkValidity('welcome')).toBe('three days');
    expect(passwordLinkValidity('reset')).toBe('one hour');
    const email = `welcome${++n}-${Date.now().toString(36)}@example.org`;
    const created = await t.send('POST', '/api/users', bearer(admin), {
      name: 'Wendy Welcome',
      email,
      role: 'editor',
      sendPasswordLink: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { mail, token } = await linkFor(email);
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain('The link works once and for three days.');
      expect(part).not.toContain('one hour');
    }
    // Still good a minute before its three days are up; gone a minute after.
    try {
      offsetMs = PASSWORD_LINK_HOURS.welcome * 3_600_000 + 60_000;
      expect((await reset(token, 'First-pass-word-1')).statusCode).toBe(400);
      offsetMs = PASSWORD_LINK_HOURS.welcome * 3_600_000 - 60_000;
      expect((await reset(token, 'First-pass-word-1')).statusCode).toBe(200);
    } finally {
      offsetMs = 0;
    }
    const asked = await forgot(email);
    expect(asked.json().message).toContain(`for ${passwordLinkValidity('reset')}.`);
    const { mail: resetMail } = await linkFor(email, 2);
    expect(resetMail.text).toContain('The link works once and for one hour.');
  });
});

/** The token of the newest password link queued to `email`, read from the outbox (as its reader would see it). */
async function queuedToken(email: string): Promise<string> {
  const rows = await queuedTo(email);
  const newest = rows.sort((a, b) => b.id - a.id)[0];
  const match = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(newest?.text ?? '');
  expect(match, `a password link was queued to ${email}`).not.toBeNull();
  return match![1]!;
}

describe('every change that must end a password link ends it (both kinds)', () => {
  /** A staff member with a password and a session, and an outstanding link of `purpose`. */
  async function withLink(purpose: 'reset' | 'welcome', role: 'editor' | 'admin' = 'editor') {
    const user = await staff(role);
    const session = (await login(user.email, user.password)).json().data.tokens.accessToken as string;
    if (purpose === 'reset') expect((await forgot(user.email)).statusCode).toBe(202);
    else await t.app.db.transaction((tx) => t.app.services.passwordLinks.queueLink(tx, user, 'welcome'));
    return { user, session, token: await queuedToken(user.email) };
  }
  const put = (id: number, payload: object) => t.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(admin), payload });

  const changes: Array<[string, (s: Awaited<ReturnType<typeof withLink>>) => Promise<void>, ('editor' | 'admin')?]> = [
    [
      'the owner changes their password',
      async ({ user, session }) => {
        const res = await t.send('POST', '/api/auth/password', bearer(session), {
          currentPassword: user.password,
          newPassword: 'Owner-chose-this-1',
          confirmPassword: 'Owner-chose-this-1',
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
    [
      'an administrator sets their password',
      async ({ user }) => expect((await put(user.id, { password: 'Admin-chose-this-1' })).statusCode).toBe(200),
    ],
    [
      'their email is changed',
      async ({ user }) =>
        expect((await put(user.id, { email: `moved${++n}-${Date.now().toString(36)}@example.org` })).statusCode).toBe(200),
    ],
    [
      'they are deactivated and re-activated',
      async ({ user }) => {
        expect((await put(user.id, { status: 'inactive' })).statusCode).toBe(200);
        expect((await put(user.id, { status: 'active' })).statusCode).toBe(200);
      },
    ],
    [
      'they are deactivated and re-activated in bulk',
      async ({ user }) => {
        for (const status of ['inactive', 'active']) {
          const res = await t.send('PATCH', '/api/users/bulk-status', bearer(admin), { ids: [user.id], status });
          expect(res.statusCode, res.body).toBe(200);
        }
      },
    ],
    ['an administrator is demoted', async ({ user }) => expect((await put(user.id, { role: 'editor' })).statusCode).toBe(200), 'admin'],
    [
      'they sign out of all devices',
      async ({ session }) => {
        const res = await t.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(session) });
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
  ];

  for (const purpose of ['reset', 'welcome'] as const) {
    for (const [change, apply, role] of changes) {
      it(`a ${purpose} link no longer sets a password once ${change}`, async () => {
        const state = await withLink(purpose, role);
        await apply(state);
        const res = await reset(state.token, 'Link-holder-pass-9');
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(PASSWORD_RESET_MESSAGES.linkInvalid);
        const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, state.user.id));
        expect((await login(row!.email, 'Link-holder-pass-9')).statusCode).toBe(401);
        expect(await t.app.db.select().from(passwordTokens).where(eq(passwordTokens.userId, state.user.id))).toHaveLength(0);
      });
    }
  }

  it('a change that ends nothing (a new name) leaves the link working', async () => {
    const { user, token } = await withLink('reset');
    expect((await put(user.id, { name: 'Renamed Person' })).statusCode).toBe(200);
    expect((await reset(token, 'Link-holder-pass-9')).statusCode).toBe(200);
  });

  it('binds a link to the address it was sent to: refused once the account has another address, however it changed', async () => {
    const { user, token } = await withLink('reset');
    // Changed around the users service (by hand in the database): nothing ended the link, the binding refuses it.
    await t.app.db
      .update(users)
      .set({ email: `elsewhere${++n}@example.org` })
      .where(eq(users.id, user.id));
    expect(await t.app.services.passwordLinks.isValid(token)).toBe(false);
    expect((await reset(token, 'Link-holder-pass-9')).statusCode).toBe(400);
    await t.app.db.update(users).set({ email: user.email }).where(eq(users.id, user.id));
    expect(await t.app.services.passwordLinks.isValid(token)).toBe(true);
    expect((await reset(token, 'Link-holder-pass-9')).statusCode).toBe(200);
  });

  it('an administrator account created with a link to a mistyped address, then corrected: the first link opens nothing', async () => {
    const typo = `new-admin${++n}@exmaple.org`;
    const created = await t.send('POST', '/api/users', bearer(admin), {
      name: 'New Admin',
      email: typo,
      role: 'admin',
      sendPasswordLink: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const token = await queuedToken(typo);
    const right = `new-admin${n}@example.org`;
    expect((await put(created.json().user.id, { email: right })).statusCode).toBe(200);
    expect((await reset(token, 'Typo-holder-pass-9')).statusCode).toBe(400);
    expect((await login(right, 'Typo-holder-pass-9')).statusCode).toBe(401);
    expect((await login(typo, 'Typo-holder-pass-9')).statusCode).toBe(401);
  });
});
