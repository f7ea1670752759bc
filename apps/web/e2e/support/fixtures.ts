import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import { E2E_ADMIN } from './server';

export { expect, E2E_ADMIN };

/** Test servers listen on loopback; everything else is "the internet". */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Pages of tests that run with `javaScriptEnabled: false` (set by the `page` fixture). */
const scriptless = new WeakSet<Page>();

/**
 * axe runs as a script in the page, which a page without JavaScript cannot run: `check` gets a copy of
 * the page instead, the same document at the same address (target included) with its scripts taken
 * out, opened in a page that may run axe.
 */
async function withScriptlessCopy<T>(page: Page, check: (copy: Page) => Promise<T>): Promise<T> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  // (Explicitly: the test runner gives a new context the test's options, JavaScript off included.)
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    // As in every test, nothing is asked of the internet (an embed would otherwise keep axe waiting for its frame).
    await context.route(
      (url) => !LOOPBACK.has(url.hostname) && /^https?:$/.test(url.protocol),
      (route) => route.abort('internetdisconnected'),
    );
    const copy = await context.newPage();
    const address = page.url().split('#')[0]!;
    await copy.route(
      (url) => url.href.split('#')[0] === address,
      (route) => route.fulfill({ body: html, contentType: 'text/html' }),
    );
    await copy.goto(page.url());
    return await check(copy);
  } finally {
    await context.close();
  }
}

/** There is at least one of `targets`, and each is at least `min` px wide and high (a target a finger can hit). */
export async function expectTargetsAtLeast(targets: Locator, min: number): Promise<void> {
  const boxes = await targets.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(min);
    expect(box.height).toBeGreaterThanOrEqual(min);
  }
}

/** Opens `path`; the address of every link in its main content, in page order. */
export async function mainLinkTargets(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
}

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page, context = ''): Promise<void> {
  if (scriptless.has(page)) return withScriptlessCopy(page, (copy) => expectAccessibleNow(copy, context));
  return expectAccessibleNow(page, context);
}

async function expectAccessibleNow(page: Page, context: string): Promise<void> {
  // Let opening dialogs and other finite transitions end first: a half-faded element reads as low contrast.
  // Twice, a moment apart: a scroll or hover that just happened may start a transition (the header
  // turning solid) after the first check.
  const settled = () =>
    page
      .waitForFunction(
        () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
  await settled();
  await page.waitForTimeout(250);
  await settled();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `accessibility violations ${context}`).toEqual([]);
}

/**
 * After a submit the form refused: React Hook Form focuses the first invalid field at once and again on the
 * page's next task (a zero-delay timer), so a field filled in between would lose its typing to the first
 * one. A zero-delay timer set now runs after that one.
 */
export async function afterRefusedSubmit(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Whether a request is for one of the site's scripts: React Router's (/assets/*.js) and the islands'
 * (/assets/islands/*.js, vite.islands.config.ts). Tests that hold the scripts back route these.
 */
export function isScript(url: URL): boolean {
  return url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');
}

/** Waits until React has hydrated the page, so a click reaches its handler. */
/**
 * The scripts a server-rendered page will load: every quoted `/assets/….js` in its HTML (modulepreload
 * links where React Router writes them; on public pages, the list in the module script that loads
 * them after the first paint, and the partial route manifest).
 */
export function scriptsNamedIn(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
}

export async function waitForHydration(page: Page): Promise<void> {
  // The page, and every island in it (components/island.tsx), whose code loads just after the page's.
  // On a page served as islands (islands/entry.ts) each island wakes when seen or used; the tests wake
  // them all at once, as a visitor scrolling through and using the page eventually would
  // (e2e/islands.spec.ts tests the waking itself).
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => document.dispatchEvent(new Event('islands:wake')));
  await page.waitForFunction(() => !document.documentElement.dataset.islandsPending);
}

/** Messages that come from the sandbox having no internet (external embeds, map tiles), not from our code. */
const OFFLINE_NOISE = [/net::ERR_/, /Failed to load resource.*(youtube|ytimg|twimg|tile|arcgis|facebook)/i];
/**
 * The browser logs every 4xx answer; tests that provoke one on purpose list its status here (400: a
 * form posted without scripts comes back with its errors).
 */
const EXPECTED_STATUS = /Failed to load resource: the server responded with a status of (400|401|404|409|410|429|503)/;

interface Fixtures {
  /**
   * Every request off this machine (map tiles, video embeds, social feeds) is aborted, as on a
   * machine with no network; the addresses asked for are listed here so tests can check them.
   */
  externalRequests: string[];
  /** Console errors and uncaught exceptions seen during the test; checked after each test. */
  consoleErrors: string[];
  /** Signs in as the e2e administrator through the API and stores the token as the app does. */
  signIn: (page: Page, credentials?: { email: string; password: string }) => Promise<string>;
  /** The page signed in as the e2e administrator (`signIn`) before the test starts: the token. */
  token: string;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // A server-rendered button is visible before its handler is attached: navigations wait for hydration
  // (not with `test.use({ javaScriptEnabled: false })`, where nothing hydrates: the page is as served).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) scriptless.add(page);
    const hydrated = async (response: Response | null) => {
      if (javaScriptEnabled && response && /text\/html/.test(response.headers()['content-type'] ?? '')) await waitForHydration(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // `waitUntil: 'commit'` waits for nothing more (a test that acts before the scripts run).
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      return options?.waitUntil === 'commit' ? response : hydrated(response);
    };
    page.reload = async (options) => hydrated(await reload(options));
    await use(page);
  },
  externalRequests: [
    async ({ context }, use) => {
      const asked: string[] = [];
      await context.route(
        (url) => !LOOPBACK.has(url.hostname) && /^https?:$/.test(url.protocol),
        (route) => {
          asked.push(route.request().url());
          return route.abort('internetdisconnected');
        },
      );
      await use(asked);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (OFFLINE_NOISE.some((re) => re.test(text))) return;
        if (EXPECTED_STATUS.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ request }, use) => {
    await use(async (page, credentials = E2E_ADMIN) => {
      const res = await request.post('/api/auth/login', { data: credentials });
      expect(res.status()).toBe(200);
      const token = (await res.json()).data.tokens.accessToken as string;
      await page.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
      return token;
    });
  },
  token: async ({ page, signIn }, use) => {
    await use(await signIn(page));
  },
});
