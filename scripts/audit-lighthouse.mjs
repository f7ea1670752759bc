// npm run audit:lighthouse: Lighthouse (mobile preset: the default form factor with simulated
// throttling) on Debian's Chromium against the built site, started on a fresh DATA_DIR with the
// sample content. Audits the home page, about, research, publications, media, events and the first
// published article; prints a table and exits 1 when a page is below a threshold (docs/performance.md, "Lighthouse").
// Options: `-- --runs=N` audits each page N times and keeps the median run by performance (default 1);
// `-- --pages=/about,/media` audits only those (`article` stands for the article page);
// CHROMIUM_PATH (default /usr/bin/chromium); AUDIT_PORT (default a free port); reports (JSON and HTML)
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

/** Lowest acceptable score per category, 0-100. */
const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const CATEGORY_NAMES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' };
const PAGES = ['/', '/about', '/research', '/publications', '/media', '/events'];
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
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
  const pages = [...PAGES, 'article']
    .filter((p) => !wanted || wanted.includes(p))
    .map((p) => (p === 'article' ? firstArticlePath(server.url) : p));
  if (!pages.length) throw new Error(`--pages names none of ${[...PAGES, 'article'].join(', ')}`);
  mkdirSync(reportsDir, { recursive: true });
  const rows = [];
  for (const pending of pages) {
    const page = await pending;
    const lhrs = [];
    for (let i = 0; i < runs; i++) lhrs.push(await audit(`${server.url}${page}`));
    const median = runs > 1 ? (lhrs.find((r) => r.lhr === computeMedianRun(lhrs.map((x) => x.lhr))) ?? lhrs[0]) : lhrs[0];
    const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
    writeFileSync(path.join(reportsDir, `${name}.json`), median.report[0]);
    writeFileSync(path.join(reportsDir, `${name}.html`), median.report[1]);
    const scores = Object.fromEntries(Object.keys(THRESHOLDS).map((id) => [id, Math.round((median.lhr.categories[id]?.score ?? 0) * 100)]));
    const allScores = runs > 1 ? lhrs.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100)) : [];
    rows.push({ page, scores, lhr: median.lhr, allScores });
    console.log(
      `${page}: ${Object.entries(scores)
        .map(([id, s]) => `${CATEGORY_NAMES[id]} ${s}`)
        .join(', ')}${allScores.length ? ` (performance runs: ${allScores.join(', ')})` : ''}`,
    );
  }

  const benchmarks = rows.map((r) => r.lhr.environment.benchmarkIndex).sort((a, b) => a - b);
  console.log(
    `\nLighthouse ${rows[0].lhr.lighthouseVersion}, ${rows[0].lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''}, mobile preset (simulated throttling)` +
      `${runs > 1 ? `, median of ${runs} runs` : ''}; ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}, ` +
      `Lighthouse benchmark index ${Math.round(benchmarks[0])}-${Math.round(benchmarks[benchmarks.length - 1])}:\n`,
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

/** A Markdown table of the scores, a failing score marked with "!". */
function table(rows) {
  const ids = Object.keys(THRESHOLDS);
  const head = ['Page', ...ids.map((id) => CATEGORY_NAMES[id])];
  const body = rows.map((r) => [r.page, ...ids.map((id) => `${r.scores[id]}${r.scores[id] < THRESHOLDS[id] ? ' !' : ''}`)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
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
