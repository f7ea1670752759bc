// The JavaScript a real browser loads on a page before anyone touches it (docs/performance.md,
// "First-load JavaScript"): Debian's Chromium headless shell (Playwright's client) opens each page
// in a fresh context (empty cache), waits for the load event, for the network and the main thread to
// go quiet and for a settle time with no new script request, and sums every same-origin script it fetched: entries,
// modules, modulepreloads and lazily loaded chunks (islands) alike. Nothing is scrolled, hovered,
// focused or clicked. Used by scripts/check-budgets.mjs; types: first-js-in-browser.d.mts.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** A desktop window: it shows more of a page than a phone's, so at least as many islands are in view. */
export const VIEWPORT = { width: 1280, height: 800 };
/** How long the page must stay without a new script request once the network and main thread are idle. */
const SETTLE_MS = 1_000;
/** Run in the page: resolves once its main thread has been idle twice in a row (each wait at most 5 s). */
const IDLE_TWICE = 'new Promise((go) => requestIdleCallback(() => requestIdleCallback(() => go(), { timeout: 5000 }), { timeout: 5000 }))';

/**
 * Opens `origin + path` for each path, one at a time, and resolves with one row per page:
 * `gzipKb` (each script's body gzipped at level 9 on its own, the measure of the static budget, so
 * the numbers compare whatever encoding the server chose), `wireKb` (the bytes the browser received
 * for the bodies, as encoded by the server) and the script URLs.
 */
export async function measureFirstJs(
  origin,
  paths,
  { executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' } = {},
) {
  const browser = await chromium.launch({ executablePath });
  try {
    const rows = [];
    for (const path of paths) rows.push(await measurePage(browser, origin, path));
    return rows;
  } finally {
    await browser.close();
  }
}

async function measurePage(browser, origin, path) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Map();
  const pending = new Set();
  const finished = [];
  let lastScriptAt = Date.now();
  const isSameOriginScript = (request) => {
    const url = new URL(request.url());
    return url.origin === origin && (request.resourceType() === 'script' || /\.m?js$/.test(url.pathname));
  };
  page.on('request', (request) => {
    if (!isSameOriginScript(request)) return;
    lastScriptAt = Date.now();
    pending.add(request);
  });
  page.on('requestfinished', (request) => {
    if (!pending.delete(request)) return;
    const done = (async () => {
      const response = await request.response();
      if (!response || scripts.has(request.url())) return;
      const body = await response.body();
      const sizes = await request.sizes();
      scripts.set(request.url(), { gzip: gzipSync(body, { level: 9 }).length, wire: sizes.responseBodySize });
    })();
    finished.push(done);
  });
  page.on('requestfailed', (request) => pending.delete(request));
  try {
    const response = await page.goto(origin + path, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    // Public pages ask for their scripts after the first paint (decision 13), islands after hydration.
    // On a busy machine hydration is a long task of more than a second with no request under way, so
    // the wait is for the main thread to go idle too, then for SETTLE_MS without a new script request.
    const deadline = Date.now() + 30_000;
    for (;;) {
      await page.waitForLoadState('networkidle');
      await page.evaluate(IDLE_TWICE);
      if (!pending.size && Date.now() - lastScriptAt >= SETTLE_MS) break;
      if (Date.now() > deadline) throw new Error(`${path}: scripts still loading after 30 s`);
      await page.waitForTimeout(Math.max(200, SETTLE_MS - (Date.now() - lastScriptAt)));
    }
    await Promise.all(finished);
  } finally {
    await context.close();
  }
  const all = [...scripts.values()];
  return {
    path,
    files: scripts.size,
    gzipKb: all.reduce((sum, s) => sum + s.gzip, 0) / 1024,
    wireKb: all.reduce((sum, s) => sum + s.wire, 0) / 1024,
    urls: [...scripts.keys()].map((u) => new URL(u).pathname),
  };
}
