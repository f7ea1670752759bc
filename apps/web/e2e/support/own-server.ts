import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN, startServer, type RunningServer } from './server';

/**
 * A server of the spec file's own, on a fresh database (`startServer`), for tests that need an empty
 * site or change what every page shows: started before the file's tests, stopped after them, and its
 * exit must be clean. Call it at the top of the file; the answer is the running server once the tests run.
 */
export function ownServer(options?: Parameters<typeof startServer>[0]): RunningServer {
  const server = {} as RunningServer;
  test.beforeAll(async () => {
    // A fresh server migrates its database first: a minute or more when the machine is loaded.
    test.setTimeout(180_000);
    Object.assign(server, await startServer(options));
  });
  test.afterAll(async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
  });
  return server;
}

/** Signs in on the server at `url` through the API (the e2e administrator unless told): the token. */
export async function loginAt(url: string, credentials: { email: string; password: string } = E2E_ADMIN): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
}

/** Signs `page` in on the server at `url` as the e2e administrator, the token stored as the app does: the token. */
export async function signInAt(page: Page, url: string): Promise<string> {
  const token = await loginAt(url);
  await page.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  return token;
}

/** Sends `body` as JSON with PUT to `address` (on a server of the test's own) as `token`: the answer must be 200. */
export async function putAt(address: string, token: string, body: unknown): Promise<void> {
  const res = await fetch(address, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBe(200);
}

/**
 * Runs `steps` on a server of their own (`startServer`: a fresh database), given the e2e
 * administrator's token there, and stops the server after them whatever happens: its exit must be clean.
 */
export async function onOwnServer(steps: (server: RunningServer, token: string) => Promise<void>): Promise<void> {
  const server = await startServer();
  try {
    await steps(server, await loginAt(server.url));
  } finally {
    expect(await server.stop('SIGTERM')).toBe(0);
  }
}
