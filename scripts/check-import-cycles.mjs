// Fails when TypeScript modules import each other in a cycle (decision 21). Run by `npm run lint`.
// Only the parser is used (no type checking): each file's static imports and re-exports with a
// relative specifier are followed; `import type` / `export type` (erased at build) and dynamic
// `import()` (loaded later, on purpose) cannot form a cycle at load time and are left out.
//   node scripts/check-import-cycles.mjs [folder ...]   (default: apps and packages)
import ts from 'typescript';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const roots = (args.length ? args : ['apps', 'packages']).map((r) => path.resolve(root, r));
const skipped = new Set(['node_modules', 'dist', 'build', '.react-router', 'test-results', 'e2e-artifacts', 'drizzle']);
const EXTENSIONS = ['.ts', '.tsx', '.mts'];

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    if (skipped.has(name)) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) files.push(p);
  }
};
roots.forEach(walk);

/** The file a relative specifier names: as written, with an extension, or as a folder's index. */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...(/\.[cm]?js$/.test(base) ? EXTENSIONS.map((e) => base.replace(/\.[cm]?js$/, e)) : []),
    ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
  ];
  return candidates.find((c) => EXTENSIONS.some((e) => c.endsWith(e)) && existsSync(c) && statSync(c).isFile());
}

/** The files a module loads when it is loaded. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  for (const statement of sf.statements) {
    let specifier;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      // `import type { A }`, or `import { type A, type B }` (all named imports type-only): erased.
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      if (
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly)
      )
        continue;
      specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)) continue;
      specifier = statement.moduleSpecifier;
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
      if (statement.isTypeOnly) continue;
      specifier = statement.moduleReference.expression;
    }
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = resolve(file, specifier.text);
    if (target) found.push(target);
  }
  return found;
}

const graph = new Map(files.map((f) => [f, importsOf(f)]));

// Tarjan's strongly connected components: every component of more than one module (or a module
// that imports itself) holds a cycle.
let index = 0;
const indexOf = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(v) {
  indexOf.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!indexOf.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
  }
  if (low.get(v) !== indexOf.get(v)) return;
  const component = [];
  let w;
  do {
    w = stack.pop();
    onStack.delete(w);
    component.push(w);
  } while (w !== v);
  if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component);
}
for (const f of files) if (!indexOf.has(f)) connect(f);

/** One cycle through a component, as a path of files from its first module back to it. */
function pathThrough(component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (w === start) {
        const chain = [start];
        for (let p = v; p !== start; p = previous.get(p)) chain.splice(1, 0, p);
        return [...chain, start];
      }
      if (members.has(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

if (cycles.length) {
  console.error(`Import cycles (${cycles.length}); modules must not load each other in a circle:`);
  for (const component of cycles)
    console.error(
      `  ${pathThrough(component)
        .map((f) => path.relative(root, f))
        .join('\n    -> ')}`,
    );
  process.exit(1);
}
console.log(`No import cycles among ${files.length} modules.`);
