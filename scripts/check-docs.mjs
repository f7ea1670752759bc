// Fails when the docs point at something that is not there. Run by `npm run lint`, `npm run check` and `npm test`.
// - The decisions index (docs/decisions/README.md) has one row per record in docs/decisions/, whose number
//   and title are the record's own (its file name's number and its `# N. Title` line), and links the record.
// - Every relative link in README.md and docs/**/*.md names a file or folder that exists (links to other
//   sites, `mailto:` and in-page `#anchors` are not checked; code spans and fenced code are skipped).
//   node scripts/check-docs.mjs
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (p) => path.relative(root, p);

/** Markdown files under a folder, depth first. */
const markdownUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return markdownUnder(p);
    return d.name.endsWith('.md') ? [p] : [];
  });

/** The text a reader sees as prose: fenced code blocks and inline code spans blanked out (line numbers kept). */
const withoutCode = (text) =>
  text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(`+)[^`\n]*?\1/g, (span) => ' '.repeat(span.length));

/** The links of a Markdown text: inline `[text](target)`, images, and reference definitions `[id]: target`. */
function linksOf(text) {
  const prose = withoutCode(text);
  const links = [];
  const lineAt = (index) => prose.slice(0, index).split('\n').length;
  for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)) links.push({ target: m[1], line: lineAt(m.index) });
  for (const m of prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) links.push({ target: m[1], line: lineAt(m.index) });
  return links;
}

/** Problems with the relative links of one Markdown file. */
function brokenLinks(file, text = readFileSync(file, 'utf8')) {
  const problems = [];
  for (const { target, line } of linksOf(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    const [pathPart = ''] = target.split(/[?#]/);
    if (!pathPart) continue;
    const resolved = pathPart.startsWith('/') ? path.join(root, pathPart) : path.resolve(path.dirname(file), decodeURI(pathPart));
    if (!existsSync(resolved)) problems.push(`${rel(file)}:${line}: the link "${target}" names ${rel(resolved)}, which does not exist`);
  }
  return problems;
}

/** Problems with the decisions index: a record missing, a wrong number or title, a link to no record. */
function indexProblems(dir) {
  const indexFile = path.join(dir, 'README.md');
  const index = readFileSync(indexFile, 'utf8');
  const problems = [];
  const records = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => {
      const number = /^(\d{4})-[a-z0-9-]+\.md$/.exec(name)?.[1];
      if (!number) problems.push(`docs/decisions/${name}: a record's name is NNNN-short-title.md`);
      const heading = /^# (\d+)\. (.+)$/m.exec(readFileSync(path.join(dir, name), 'utf8').split('\n', 1)[0] ?? '');
      if (!heading) problems.push(`docs/decisions/${name}: the first line is "# N. Title"`);
      else if (number && Number(heading[1]) !== Number(number))
        problems.push(`docs/decisions/${name}: its title line says ${heading[1]}, its name ${Number(number)}`);
      return { name, number: number ? Number(number) : undefined, title: heading?.[2] };
    });

  const rows = [];
  for (const [i, line] of index.split('\n').entries()) {
    const m = /^\|\s*(\d+)\s*\|\s*(.*?)\s*\|/.exec(line);
    if (!m) continue;
    const link = /^\[(.*?)\]\(([^)\s]+)\)$/.exec(m[2] ?? '');
    const status = /\|\s*([^|]*?)\s*\|\s*$/.exec(line)?.[1] ?? '';
    const amendedBy = /^Amended by/i.test(status) ? [...status.matchAll(/(?:by|and|,)\s+(\d+)/g)].map((a) => Number(a[1])) : [];
    rows.push({ line: i + 1, number: Number(m[1]), title: link?.[1], file: link?.[2], amendedBy });
  }
  const where = (row) => `docs/decisions/README.md:${row.line}`;
  for (const row of rows)
    if (rows.find((r) => r.number === row.number) !== row) problems.push(`${where(row)}: a second row for number ${row.number}`);
  for (const row of rows) {
    if (!row.file) continue; // a number never used (11) has a row without a link
    const record = records.find((r) => r.name === row.file);
    if (!record) {
      problems.push(`${where(row)}: row ${row.number} links ${row.file}, which is not a record in docs/decisions/`);
      continue;
    }
    if (record.number !== row.number) problems.push(`${where(row)}: row ${row.number} links ${row.file}, record ${record.number}`);
    if (record.title !== undefined && record.title !== row.title)
      problems.push(`${where(row)}: row ${row.number}'s title is "${row.title}", the record's "${record.title}"`);
    // "Amended by N": record N exists, and the amended record names it (its note at the top).
    for (const by of row.amendedBy) {
      if (!records.some((r) => r.number === by)) problems.push(`${where(row)}: row ${row.number} is amended by ${by}, which is no record`);
      else if (!new RegExp(`decisions? (?:[0-9]+(?:,| and) )*${by}\\b`, 'i').test(readFileSync(path.join(dir, record.name), 'utf8')))
        problems.push(`${where(row)}: row ${row.number} is amended by ${by}, but ${record.name} never names decision ${by}`);
    }
  }
  for (const record of records)
    if (!rows.some((row) => row.file === record.name)) problems.push(`docs/decisions/README.md: no row links ${record.name}`);
  return problems;
}

const docs = path.join(root, 'docs');
const files = [path.join(root, 'README.md'), ...markdownUnder(docs)];
const problems = [...indexProblems(path.join(docs, 'decisions')), ...files.flatMap((f) => brokenLinks(f))];
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) in the docs (scripts/check-docs.mjs).`);
  process.exit(1);
}
console.log(`Docs: ${files.length} Markdown files; their relative links and the decisions index agree with the tree.`);
