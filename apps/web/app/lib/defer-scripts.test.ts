// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { deferScriptsUntilPainted } from './defer-scripts.server';

// The shape React Router 7 and React 19 give a page (trimmed): modulepreload links hoisted into <head>,
// then, at the end of <body>, the context script and one inline module script.
const NONCE = 'bm9uY2U=';
const page = `<!DOCTYPE html><html lang="en"><head><link nonce="${NONCE}" rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/><title>About</title><link nonce="${NONCE}" rel="preload" href="/assets/inter-2.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="modulepreload" href="/assets/entry.client-3.js" nonce="${NONCE}"/><link rel="modulepreload" href="/assets/jsx-runtime-4.js" nonce="${NONCE}"/><link rel="modulepreload" href="/assets/root-5.js" nonce="${NONCE}"/><link rel="modulepreload" href="/assets/about.route-6.js" nonce="${NONCE}"/></head><body><main><h1>About</h1></main><script nonce="${NONCE}">window.__reactRouterContext = {"basename":"/"};</script><script nonce="${NONCE}" type="module" async="">;
import * as route0 from "/assets/root-5.js";
import * as route1 from "/assets/about.route-6.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-3.js"},"url":"/assets/manifest-7.js"};
  window.__reactRouterRouteModules = {"root":route0,"features/about/about.route":route1};

import("/assets/entry.client-3.js");</script></body></html>`;

const moduleScript = (html: string) => /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;

/**
 * Runs the rewritten module script with a stand-in browser: dynamic imports, the paint observer and
 * frames are under the test's control.
 */
function runScript(code: string, { visibility = 'visible', paintTiming = true } = {}) {
  const appended: string[] = [];
  const imported: string[] = [];
  const win: Record<string, unknown> = {};
  let paint: (() => void) | undefined;
  let frame: (() => void) | undefined;
  const document = {
    visibilityState: visibility,
    addEventListener: vi.fn(),
    createElement: () => ({}) as { href?: string },
    head: { append: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`) },
  };
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint'] : [];
    constructor(private callback: (list: unknown, observer: unknown) => void) {}
    observe() {
      paint = () => this.callback({ getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) }, this);
    }
    disconnect() {}
  }
  const importModule = (href: string) => {
    imported.push(href);
    return Promise.resolve({ href });
  };
  const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
  const run = new AsyncFunction(
    'document',
    'window',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    'importModule',
    code.replaceAll('import(', 'importModule('),
  );
  const done = run(
    document,
    win,
    FakeObserver,
    (cb: () => void) => (frame = cb),
    (cb: () => void) => cb(),
    importModule,
  );
  return { done, appended, imported, win, paint: () => paint?.(), frame: () => frame?.() };
}

describe('deferScriptsUntilPainted', () => {
  const html = deferScriptsUntilPainted(page);

  it('takes the modulepreload links out of the HTML and leaves the rest of the page as it was', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>`);
    expect(html).toContain(`<link nonce="${NONCE}" rel="preload" href="/assets/inter-2.woff2"`);
    expect(html).toContain('<main><h1>About</h1></main>');
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {"basename":"/"};</script>`);
    expect(html).toContain(`<script nonce="${NONCE}" type="module" async="">`);
    expect(moduleScript(html)).not.toMatch(/^\s*import\s/m);
  });

  it('asks for nothing until the first contentful paint, then preloads every module and starts the app', async () => {
    const browser = runScript(moduleScript(html));
    await Promise.resolve();
    expect(browser.appended).toEqual([]);
    expect(browser.imported).toEqual([]);

    browser.paint();
    await browser.done;
    expect(browser.appended).toEqual([
      'modulepreload /assets/entry.client-3.js',
      'modulepreload /assets/jsx-runtime-4.js',
      'modulepreload /assets/root-5.js',
      'modulepreload /assets/about.route-6.js',
    ]);
    // The route modules first, then the entry, as React Router's static imports ordered them.
    expect(browser.imported).toEqual(['/assets/root-5.js', '/assets/about.route-6.js', '/assets/entry.client-3.js']);
    expect(browser.win.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root-5.js' },
      'features/about/about.route': { href: '/assets/about.route-6.js' },
    });
    expect(browser.win.__reactRouterManifest).toMatchObject({ url: '/assets/manifest-7.js' });
  });

  it('starts at once in a hidden tab, and after the next frame where paint timing is missing', async () => {
    const hidden = runScript(moduleScript(html), { visibility: 'hidden' });
    await hidden.done;
    expect(hidden.imported).toHaveLength(3);

    const noTiming = runScript(moduleScript(html), { paintTiming: false });
    await Promise.resolve();
    expect(noTiming.imported).toEqual([]);
    noTiming.frame();
    await noTiming.done;
    expect(noTiming.imported).toHaveLength(3);
  });

  it('returns a page of another shape unchanged', () => {
    const withoutPreloads = page.replaceAll(/<link rel="modulepreload"[^>]*\/>/g, '');
    expect(deferScriptsUntilPainted(withoutPreloads)).toBe(withoutPreloads);
    const staticImport = page.replace('import("/assets/entry.client-3.js");', 'import "/assets/entry.client-3.js";');
    expect(deferScriptsUntilPainted(staticImport)).toBe(staticImport);
    expect(deferScriptsUntilPainted('<html><body>plain</body></html>')).toBe('<html><body>plain</body></html>');
  });
});
