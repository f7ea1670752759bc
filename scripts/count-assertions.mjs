// Counts type assertions (`x as T`, `<T>x`, but not `as const`) and non-null assertions (`x!`) in
// source files, tests excluded (decision 21).
//   node scripts/count-assertions.mjs [folder ...]   (default: the API, web app and shared sources)
//   TOP=40 node scripts/count-assertions.mjs         also lists the files with the most
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const roots = args.length ? args : ['apps/api/src', 'apps/web/app', 'packages/shared/src'].map((r) => path.join(root, r));
const skipped = new Set(['node_modules', 'dist', 'build', '.react-router']);

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    if (skipped.has(name)) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(p);
  }
};
roots.forEach(walk);

let as = 0;
let nonNull = 0;
const per = {};
const bump = (file, i) => {
  per[file] ??= [0, 0];
  per[file][i]++;
};
for (const file of files) {
  const sf = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (n) => {
    const isConst =
      (ts.isAsExpression(n) || ts.isTypeAssertionExpression(n)) &&
      ts.isTypeReferenceNode(n.type) &&
      n.type.typeName.getText(sf) === 'const';
    if ((ts.isAsExpression(n) || ts.isTypeAssertionExpression(n)) && !isConst) {
      as++;
      bump(file, 0);
    }
    if (ts.isNonNullExpression(n)) {
      nonNull++;
      bump(file, 1);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}

console.log({ files: files.length, as, nonNull });
if (process.env.TOP) {
  const rows = Object.entries(per)
    .sort((a, b) => b[1][0] + b[1][1] - (a[1][0] + a[1][1]))
    .slice(0, Number(process.env.TOP));
  console.log(rows.map(([f, [a, n]]) => `${a}\t${n}\t${path.relative(root, f)}`).join('\n'));
}
