/**
 * Holds a server-rendered page's JavaScript until the browser has painted the page (decision 13).
 *
 * React Router writes a `<link rel="modulepreload">` for every module the page needs, and one inline
 * module script that imports the route modules and then the browser entry. The preload scanner asks
 * for all of them (40 to 60 files) at once with the stylesheet, the font and the hero image, so on a
 * slow connection they share its bandwidth and the first paint waits. The page is complete without
 * them (it is rendered in full on the server), so this moves their loading to just after the paint:
 * the preload links leave the HTML, and the module script first waits for the first contentful paint,
 * then adds the same preload links (every module is still fetched in parallel, with no waterfall), then
 * imports the route modules and the entry as before. Only routes that are complete without scripts
 * ask for this (`handle.scriptsAfterPaint`, the public layout); the back office, which shows nothing
 * until its scripts run, loads them at once.
 *
 * When the HTML does not have the shape this expects (a React Router upgrade that changes it), the
 * page is returned unchanged: it then loads its scripts at once, as React Router does by default, and
 * the browser test on the built site (e2e/images.spec.ts: no modulepreload link in a public page)
 * fails.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/[^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /(<script[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/gm;

/**
 * Resolves once the browser has shown the page's first content (the `first-contentful-paint` entry),
 * or at once when the page is hidden (a background tab paints nothing until it is shown). Where paint
 * timing is missing, the next frame stands in for it; a page that never paints content starts three
 * seconds after its first frame (a loaded phone can take over a second from its first frame to its first
 * contentful paint, and the scripts must not compete with that paint).
 */
const AFTER_PAINT = `await new Promise((go) => {
  if (document.visibilityState === 'hidden') return go();
  document.addEventListener('visibilitychange', go, { once: true });
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(go, 0));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); go(); }
  }).observe({ type: 'paint', buffered: true });
  requestAnimationFrame(() => setTimeout(go, 3000));
});`;

export function deferScriptsUntilPainted(html: string): string {
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return '';
  });
  const script = MODULE_SCRIPT.exec(withoutPreloads);
  if (!script || !hrefs.length) return html;
  const [whole, open, body = '', close] = script;
  const routes: Array<{ name: string; href: string }> = [];
  const rest = body.replace(ROUTE_IMPORT, (_line, name: string, href: string) => {
    routes.push({ name, href });
    return '';
  });
  if (!routes.length || /^\s*import\s/m.test(rest)) return html;

  // The paths come from the build's manifest; escaping "<" keeps any of them from closing the script.
  const list = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  const preload =
    `for (const href of ${list(hrefs)}) { const link = document.createElement('link'); ` +
    "link.rel = 'modulepreload'; link.href = href; document.head.append(link); }";
  const imports = `const [${routes.map((r) => r.name).join(', ')}] = await Promise.all(${list(routes.map((r) => r.href))}.map((href) => import(href)));`;
  const deferred = `${open}${AFTER_PAINT}\n${preload}\n${imports}${rest}${close}`;
  return withoutPreloads.replace(whole, () => deferred);
}
