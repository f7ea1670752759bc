// Performance budget of the public site (docs/decisions/0012-first-load-javascript-budget.md), read from the web build's output:
// - the JavaScript a public page loads before any interaction (entry, root, public layout, the route
//   and their static imports) is at most BUDGET_KB gzipped. The route manifest is not a file the page
//   loads: React Router discovers routes lazily and writes the few a page needs into its HTML;
// - none of it contains back-office, editor, map, PDF or Word code (those load on demand only).
// Usage: node scripts/check-budgets.mjs (after `npm run build`). Exits 1 over budget.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
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
  const over = kb > BUDGET_KB && !isStaffPreview(id);
  if (over || problems.length) failed = true;
  rows.push({
    route: manifest.routes[id].path ?? '/',
    kb,
    files: files.size,
    verdict: over ? 'OVER BUDGET' : problems.length ? problems.join('; ') : isStaffPreview(id) ? 'ok (staff preview, not budgeted)' : 'ok',
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
console.log(`All ${rows.length} public routes are within budget (staff previews excepted) and free of on-demand code.`);
