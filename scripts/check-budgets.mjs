// Performance budget of the public site (docs/decisions/0012-first-load-javascript-budget.md), read from the web build's output:
// - the JavaScript a public page loads before any interaction (entry, root, public layout, the route
//   and their static imports) is at most BUDGET_KB gzipped. The route manifest is not a file the page
//   loads: React Router discovers routes lazily and writes the few a page needs into its HTML;
// - none of it contains back-office, editor, map, PDF or Word code (those load on demand only);
// - in a real browser (scripts/first-js-in-browser.mjs), on the built server with the sample content,
//   every same-origin script a public page loads before any interaction, islands included, is printed
//   and held to PAGE_BUDGET_KB: public pages are served as islands and nothing wakes before the visitor
//   does something (docs/decisions/0031-public-pages-as-islands.md), so that is the islands' entry alone.
//   The document viewer, React Router's app, is held to VIEWER_CEILING_KB (below).
// Usage: node scripts/check-budgets.mjs [--static] [--pages=/,/about] (after `npm run build`).
// `--static` skips the browser; `--pages` measures only those pages in the browser (default: every
// public page without a parameter, plus the newest article). Exits 1 over budget.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { measureFirstJs, VIEWPORT } from './first-js-in-browser.mjs';
import { startBuiltServer } from './server-process.mjs';

const BUDGET_KB = 150;
/**
 * What a browser may load on any public page before any interaction (a scroll, a pointer movement, a
 * key): the islands' entry, 5.5 KB on 2026-12-04. Islands wake on use, or when seen from the page's
 * first use on (islands/island.tsx), so none loads with the page, whatever the window shows.
 */
const PAGE_BUDGET_KB = 10;
/**
 * The document viewer (/pdf-viewer, outside the public layout) is React Router's app, not islands: it
 * draws the document with its scripts (pdf.js, mammoth) as soon as it opens, which is what the page is
 * for, so it cannot wait for a use. 141 KB on 2026-12-04 (docs/performance.md, "In a real browser").
 */
const VIEWER_CEILING_KB = 150;
const VIEWER_PATH = '/pdf-viewer';
const { values: args } = parseArgs({ options: { static: { type: 'boolean', default: false }, pages: { type: 'string' } } });
/** Text that only the code of each on-demand part contains (each must occur somewhere in the build). */
const FORBIDDEN = {
  'back office (TanStack Query)': 'QueryClient',
  'back office (users section)': 'Administrators only',
  'rich-text editor (ProseMirror)': 'ProseMirror',
  'map (Leaflet)': 'leaflet-container',
  'PDF renderer (pdf.js)': 'PasswordException',
  'Word renderer (mammoth)': 'word/document.xml',
};
const PUBLIC_LAYOUT = 'layouts/public/public-layout';
/** Public routes outside the public layout. */
const OTHER_PUBLIC = ['features/pdf-viewer/pdf-viewer.route'];
/**
 * Staff previews (/preview/...) use the public layout but show nothing to visitors (the server answers
 * 404 and the page reads the item with the staff token, so it carries the API's schemas): they are
 * checked for on-demand code, not held to the budget.
 */
const isStaffPreview = (id) => manifest.routes[id].path?.startsWith('preview/') ?? false;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Routes served as islands (their module's `handle.islands`, read from the server build): a visitor's
 * browser never loads their React Router modules, only the islands' entry and islands, which the browser
 * measure below holds to its budget. Their React Router modules (what the back office's client-side
 * navigation to them loads) are checked for on-demand code, not held to the budget.
 */
const serverBuild = await import(pathToFileURL(path.join(root, 'apps/web/build/server/index.js')).href);
const servedAsIslands = (id) => Boolean(serverBuild.routes[id]?.module?.handle?.islands);
const client = path.join(root, 'apps/web/build/client');
const assets = path.join(client, 'assets');
const manifestFile = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
if (!manifestFile) {
  console.error('No route manifest in apps/web/build/client/assets: run `npm run build` first.');
  process.exit(1);
}
const manifestText = readFileSync(path.join(assets, manifestFile), 'utf8');
const manifest = JSON.parse(manifestText.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''));

const read = (url) => readFileSync(path.join(client, url), 'utf8');
const gzipKb = (text) => gzipSync(text, { level: 9 }).length / 1024;

// Every forbidden marker must exist in the build, or the check below could never fail.
const allJs = readdirSync(assets).filter((f) => f.endsWith('.js'));
for (const [what, marker] of Object.entries(FORBIDDEN)) {
  if (!allJs.some((f) => readFileSync(path.join(assets, f), 'utf8').includes(marker))) {
    console.error(`The marker of ${what} ("${marker}") is in no chunk of the build: update FORBIDDEN.`);
    process.exit(1);
  }
}

const routeFiles = (id) => {
  const route = manifest.routes[id];
  return route ? [route.module, ...(route.imports ?? [])] : [];
};
const publicRoutes = Object.values(manifest.routes)
  .filter((r) => r.parentId === PUBLIC_LAYOUT || OTHER_PUBLIC.includes(r.id))
  .map((r) => r.id);

let failed = false;
const rows = [];
for (const id of publicRoutes) {
  const chain = [id, ...(manifest.routes[id].parentId === PUBLIC_LAYOUT ? [PUBLIC_LAYOUT] : []), 'root'];
  const files = new Set([manifest.entry.module, ...manifest.entry.imports, ...chain.flatMap(routeFiles)]);
  let kb = 0;
  const problems = [];
  for (const file of files) {
    const code = read(file);
    kb += gzipKb(code);
    for (const [what, marker] of Object.entries(FORBIDDEN)) if (code.includes(marker)) problems.push(`${what} in ${file}`);
  }
  const over = kb > BUDGET_KB && !isStaffPreview(id) && !servedAsIslands(id);
  if (over || problems.length) failed = true;
  rows.push({
    route: manifest.routes[id].path ?? '/',
    kb,
    files: files.size,
    verdict: over
      ? 'OVER BUDGET'
      : problems.length
        ? problems.join('; ')
        : isStaffPreview(id)
          ? 'ok (staff preview, not budgeted)'
          : servedAsIslands(id)
            ? 'ok (served as islands: measured in the browser)'
            : 'ok',
  });
}

console.log(`Public entry JavaScript, gzipped (budget ${BUDGET_KB} KB):`);
console.log('route'.padEnd(24) + 'KB'.padStart(8) + 'files'.padStart(7) + '  verdict');
for (const r of rows.sort((a, b) => b.kb - a.kb)) {
  console.log(`/${r.route}`.replace('//', '/').padEnd(24) + r.kb.toFixed(1).padStart(8) + String(r.files).padStart(7) + `  ${r.verdict}`);
}
if (failed) {
  console.error('Performance budget failed.');
  process.exit(1);
}
console.log(`All ${rows.length} public routes are within budget (staff previews and islands excepted) and free of on-demand code.`);
if (!args.static) await checkInBrowser();

/** The same budget measured in a real browser on the built server with the sample content. */
async function checkInBrowser() {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mnch-budgets-'));
  const server = await startBuiltServer({
    env: { DATA_DIR: dataDir, DATABASE_URL: '', SEED_SAMPLE_CONTENT: 'true', SITE_URL: '' },
  });
  let measured;
  try {
    const paths = args.pages ? args.pages.split(',').map((p) => p.trim()) : await defaultPages(server.url);
    measured = await measureFirstJs(server.url, paths);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nIn Chromium (${VIEWPORT.width}x${VIEWPORT.height}, empty cache, no interaction), same-origin scripts loaded, ` +
      `each gzipped (budget ${PAGE_BUDGET_KB} KB; the document viewer ${VIEWER_CEILING_KB} KB):`,
  );
  console.log('page'.padEnd(44) + 'KB'.padStart(8) + 'as sent'.padStart(9) + 'files'.padStart(7) + '  verdict');
  let over = 0;
  for (const r of measured.sort((a, b) => b.gzipKb - a.gzipKb)) {
    const limit = r.path.split('?')[0] === VIEWER_PATH ? VIEWER_CEILING_KB : PAGE_BUDGET_KB;
    const verdict = r.gzipKb > limit ? `OVER ITS ${limit} KB` : 'ok';
    if (r.gzipKb > limit) over++;
    console.log(
      r.path.padEnd(44) + r.gzipKb.toFixed(1).padStart(8) + r.wireKb.toFixed(1).padStart(9) + String(r.files).padStart(7) + `  ${verdict}`,
    );
  }
  console.log(
    `(${measured.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s, server start with the sample content included)`,
  );
  if (over) {
    console.error(`${over} page(s) over their budget in the browser.`);
    process.exit(1);
  }
}

/** Every public route without a parameter (no staff preview, no catch-all) and the newest article. */
async function defaultPages(origin) {
  const plain = publicRoutes
    .map((id) => manifest.routes[id])
    .filter((r) => !isStaffPreview(r.id) && !/[:*]/.test(r.path ?? ''))
    .map((r) => `/${r.path ?? ''}`);
  const res = await fetch(`${origin}/api/articles?page=1&limit=1`);
  const body = res.ok ? await res.json() : {};
  const slug = (body.data ?? body).articles?.[0]?.slug;
  return [...plain, ...(slug ? [`/article/${encodeURIComponent(slug)}`] : [])];
}
