// npm run audit:lighthouse: Lighthouse (mobile preset: the default form factor with simulated
// throttling) on Debian's Chromium against the built site, started on a fresh DATA_DIR with the
// sample content. Audits the home page, about, research, publications, media, events, impact, contact,
// partners, team and the first published article; prints a table and exits 1 when a page is below a threshold (docs/performance.md, "Lighthouse").
// Options: `-- --runs=N` audits each page N times, in rounds (every page once, then again), and prints
// the median of each score and metric over the N runs, beside the machine's Lighthouse benchmark index
// and load average (default 1); `-- --pages=/about,/media` audits only those paths, in that order, a
// query string allowed (`article` stands for the newest article);
// CHROMIUM_PATH (default /usr/bin/chromium, else Debian's headless shell, /usr/bin/chromium-headless-shell); AUDIT_PORT (default a free port); reports (JSON and HTML)
// go to lighthouse-reports/ (gitignored), or LIGHTHOUSE_REPORTS_DIR.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { buildIsStale, root, run } from './lib.mjs';
import { startBuiltServer } from './server-process.mjs';

/** Lowest acceptable score per category, 0-100 (performance 98 since issue 37: every page loads the islands' entry alone before use). */
const THRESHOLDS = { performance: 98, accessibility: 100, 'best-practices': 95, seo: 100 };
const CATEGORY_NAMES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' };
/** The pages audited by default (beside the newest article): the home page, the lists, and the pages whose islands are in view at load. */
const PAGES = ['/', '/about', '/research', '/publications', '/media', '/events', '/impact', '/contact', '/partners', '/team'];
/** Numbers printed beside the scores (medians over the runs). */
const METRICS = {
  'TBT ms': (lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0,
  'LCP s': (lhr) => (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
  'main thread ms': (lhr) => lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0,
  'JS KB': (lhr) => (lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024,
  'JS files': (lhr) => lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')?.requestCount ?? 0,
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '1' }, pages: { type: 'string' } } });
const runs = Math.max(1, Number.parseInt(args.runs, 10) || 1);
const chromePath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
const reportsDir = path.resolve(root, process.env.LIGHTHOUSE_REPORTS_DIR ?? 'lighthouse-reports');

if (buildIsStale()) {
  console.log('Building the web app and the API first...');
  const code = await run('npm', ['run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mnch-lighthouse-'));
const server = await startBuiltServer({
  port: process.env.AUDIT_PORT ? Number(process.env.AUDIT_PORT) : undefined,
  // A fresh embedded database with the sample content; no outside services configured.
  env: { DATA_DIR: dataDir, DATABASE_URL: '', SEED_SAMPLE_CONTENT: 'true', SITE_URL: '' },
});
let exitCode = 1;
try {
  const wanted = args.pages?.split(',').map((p) => p.trim());
  // Any path may be named (e.g. a page with a query string); `article` stands for the newest article.
  const pages = await Promise.all(
    (wanted ?? [...PAGES, 'article']).map((p) => (p === 'article' ? firstArticlePath(server.url) : p.startsWith('/') ? p : null)),
  );
  if (!pages.length || pages.includes(null)) throw new Error(`--pages takes paths starting with / and "article"`);
  mkdirSync(reportsDir, { recursive: true });
  // Rounds: every page once, then every page again, so that a page's runs spread over the same
  // moments of a busy machine as the others' and pages compare fairly.
  const runsOf = new Map(pages.map((p) => [p, []]));
  for (let i = 0; i < runs; i++) {
    for (const page of pages) {
      const load = loadavg()[0];
      const result = await audit(`${server.url}${page}`);
      runsOf.get(page).push({ ...result, load });
      if (runs > 1) console.log(`${page} run ${i + 1}/${runs}: ${summary(result.lhr, load)}`);
    }
  }
  const rows = [];
  for (const page of pages) {
    const lhrs = runsOf.get(page);
    // The reports written are those of the run Lighthouse picks as the median (by first paint and
    // time to interactive); the table gives the median of each number over the runs.
    const picked = lhrs.find((r) => r.lhr === computeMedianRun(lhrs.map((x) => x.lhr))) ?? lhrs[0];
    const name = page === '/' ? 'home' : page.slice(1).replace(/[^\w.-]+/g, '_');
    writeFileSync(path.join(reportsDir, `${name}.json`), picked.report[0]);
    writeFileSync(path.join(reportsDir, `${name}.html`), picked.report[1]);
    const scores = Object.fromEntries(
      Object.keys(THRESHOLDS).map((id) => [id, median(lhrs.map((r) => Math.round((r.lhr.categories[id]?.score ?? 0) * 100)))]),
    );
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, read]) => [key, median(lhrs.map((r) => read(r.lhr)))]));
    const allScores = lhrs.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100));
    rows.push({
      page,
      scores,
      metrics,
      benchmark: median(lhrs.map((r) => r.lhr.environment.benchmarkIndex)),
      load: median(lhrs.map((r) => r.load)),
      lhr: picked.lhr,
    });
    console.log(
      `${page}: ${Object.entries(scores)
        .map(([id, s]) => `${CATEGORY_NAMES[id]} ${s}`)
        .join(', ')}${runs > 1 ? ` (performance runs: ${allScores.join(', ')})` : ''}`,
    );
  }

  const benchmarks = [...runsOf.values()].flat().map((r) => r.lhr.environment.benchmarkIndex);
  const loads = [...runsOf.values()].flat().map((r) => r.load);
  const first = rows[0].lhr;
  console.log(
    `\nLighthouse ${first.lighthouseVersion}, ${first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''}, mobile preset (simulated throttling)` +
      `${runs > 1 ? `, median of ${runs} runs per page` : ''}; ${cpus().length} CPUs; load average (1 min, before each run) ` +
      `${range(loads, 1)}; Lighthouse benchmark index ${range(benchmarks, 0)}:\n`,
  );
  console.log(table(rows));
  const failures = rows.flatMap((r) =>
    Object.entries(THRESHOLDS)
      .filter(([id, min]) => r.scores[id] < min)
      .map(([id, min]) => ({ page: r.page, id, min, score: r.scores[id], lhr: r.lhr })),
  );
  for (const f of failures) {
    console.log(`\n${f.page}: ${CATEGORY_NAMES[f.id]} ${f.score} < ${f.min}`);
    for (const line of weakAudits(f.lhr, f.id)) console.log(`  - ${line}`);
  }
  console.log(`\nReports: ${path.relative(root, reportsDir) || '.'}/`);
  if (failures.length) console.error(`\n${failures.length} score(s) below the thresholds.`);
  else
    console.log(
      `\nAll ${rows.length} pages meet the thresholds (${Object.entries(THRESHOLDS)
        .map(([id, min]) => `${CATEGORY_NAMES[id]} ${min}`)
        .join(', ')}).`,
    );
  exitCode = failures.length ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

/**
 * One Lighthouse run in a fresh Chromium (a clean profile each time). Chromium now and then records
 * a trace Lighthouse cannot read (NO_NAVSTART and the like): such a run is tried again, twice at most.
 */
async function audit(url, attempt = 1) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let result;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: Object.keys(THRESHOLDS),
    });
  } finally {
    await chrome.kill();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const error = result.lhr.runtimeError;
  if (error) {
    if (attempt < 3) {
      console.log(`  ${url}: ${error.code}, trying again`);
      return audit(url, attempt + 1);
    }
    throw new Error(`${url}: ${error.code} ${error.message}`);
  }
  return { lhr: result.lhr, report: result.report };
}

/** The address of the newest published article, from the public API. */
async function firstArticlePath(origin) {
  const res = await fetch(`${origin}/api/articles?page=1&limit=1`);
  if (!res.ok) throw new Error(`/api/articles answered ${res.status}`);
  const body = await res.json();
  const article = (body.data ?? body).articles?.[0];
  if (!article?.slug) throw new Error('The sample content has no published article.');
  return `/article/${encodeURIComponent(article.slug)}`;
}

/** A Markdown table of the median scores (a failing score marked with "!"), metrics, benchmark index and load. */
function table(rows) {
  const ids = Object.keys(THRESHOLDS);
  const head = ['Page', ...ids.map((id) => CATEGORY_NAMES[id]), ...Object.keys(METRICS), 'benchmark index', 'load'];
  const body = rows.map((r) => [
    r.page,
    ...ids.map((id) => `${r.scores[id]}${r.scores[id] < THRESHOLDS[id] ? ' !' : ''}`),
    ...Object.entries(r.metrics).map(([key, v]) => v.toFixed(key === 'LCP s' ? 1 : 0)),
    r.benchmark.toFixed(0),
    r.load.toFixed(1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

/** The median of some numbers (the mean of the middle two for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "lowest-highest (median m)" of some numbers, with `digits` decimals. */
function range(values, digits) {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v) => v.toFixed(digits);
  return sorted.length > 1 ? `${f(sorted[0])}-${f(sorted[sorted.length - 1])} (median ${f(median(sorted))})` : f(sorted[0]);
}

/** One run in a line: its performance score, TBT, benchmark index and the load before it. */
function summary(lhr, load) {
  return (
    `performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${Math.round(METRICS['TBT ms'](lhr))} ms, ` +
    `benchmark index ${Math.round(lhr.environment.benchmarkIndex)}, load ${load.toFixed(1)}`
  );
}

/** The audits that cost a category points (for performance: the metrics and what would save time or bytes). */
function weakAudits(lhr, categoryId) {
  const saves = (a) =>
    Object.values(a.metricSavings ?? {}).some((v) => v > 0) || a.details?.overallSavingsMs > 0 || a.details?.overallSavingsBytes > 0;
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 1 || a.scoreDisplayMode === 'notApplicable') return false;
      return ref.weight > 0 || (categoryId === 'performance' && saves(a));
    })
    .map((ref) => lhr.audits[ref.id])
    .map((a) => `${a.title}${a.displayValue ? `: ${a.displayValue}` : ''}`);
}
