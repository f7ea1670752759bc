import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * One folder per feature, and no feature imports another (features use components/, lib/, content/ and packages/shared).
 * The zones are made from the folders that exist, so a new feature is covered without editing this file.
 */
const WEB = './apps/web/app';
const featureZones = [
  ...dirs(`${WEB}/features`)
    .filter((f) => f !== 'admin')
    .map((f) => ({
      target: `${WEB}/features/${f}`,
      from: `${WEB}/features`,
      except: [`./${f}`],
      message: 'A page area must not import another feature; move shared code to components/, lib/ or content/.',
    })),
  {
    target: `${WEB}/features/admin`,
    from: `${WEB}/features`,
    except: ['./admin'],
    message: 'Back-office code must not import public features.',
  },
  ...dirs(`${WEB}/features/admin`)
    .filter((s) => s !== 'components')
    .map((s) => ({
      target: `${WEB}/features/admin/${s}`,
      from: `${WEB}/features/admin`,
      except: [`./${s}`, './components'],
      message: 'A back-office section must not import another section; use features/admin/components/.',
    })),
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/content`],
    from: [`${WEB}/features`, `${WEB}/layouts`],
    message: 'Shared code must not depend on features or layouts.',
  },
  {
    target: `${WEB}/layouts/public`,
    from: [`${WEB}/features`, `${WEB}/layouts/admin`],
    message: 'The public layout must not import features or back-office code.',
  },
  ...dirs('./apps/api/src/modules').map((m) => ({
    target: `./apps/api/src/modules/${m}`,
    from: './apps/api/src/modules',
    except: [`./${m}`],
    message: 'An API module must not import another module; reach other modules through app.services.',
  })),
  { target: './packages/shared', from: './apps', message: 'packages/shared must not depend on the apps.' },
];

/** Is `file` inside `dir` (both absolute)? */
const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);
const abs = (p) => path.resolve(import.meta.dirname, p);

/**
 * no-restricted-paths: relative imports from a zone's `target` into its `from` (minus `except`) are
 * errors. Same zone format as eslint-plugin-import's rule; our imports between folders are relative.
 */
const boundaries = {
  rules: {
    'no-restricted-paths': {
      meta: { type: 'problem', schema: [{ type: 'object' }] },
      create(context) {
        const file = context.filename;
        const zones = context.options[0].zones
          .map((z) => ({ ...z, targets: [z.target].flat().map(abs), froms: [z.from].flat().map(abs) }))
          .filter((z) => z.targets.some((t) => inside(file, t)));
        if (!zones.length) return {};
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const resolved = path.resolve(path.dirname(file), spec);
          for (const z of zones) {
            for (const from of z.froms) {
              if (!inside(resolved, from)) continue;
              const excepted = (z.except ?? []).some((e) => inside(resolved, path.resolve(from, e)));
              if (!excepted)
                context.report({ node: node.source, message: `Unexpected path "${spec}" imported in restricted zone. ${z.message}` });
            }
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

/** The TypeScript files that belong to a tsconfig project (the browser tests have their own: apps/web/e2e/tsconfig.json). */
const TYPED = [
  'apps/api/**/*.ts',
  'apps/web/app/**/*.{ts,tsx}',
  'apps/web/*.config.ts',
  'apps/web/e2e/**/*.ts',
  'packages/shared/src/**/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/drizzle/**',
      '**/test-results/**',
      '**/e2e-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries },
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'boundaries/no-restricted-paths': ['error', { zones: featureZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Type-aware rules (decision 21): promises that are neither awaited nor handled, awaits of
    // non-promises, assertions the types already make true, and objects turned into "[object Object]"
    // in strings. Only for files in a tsconfig project.
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // React Router's loaders throw the Response that redirect() makes.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // Passing on what was caught (a stream's error) as it came is allowed.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/return-await': ['error', 'error-handling-correctness-only'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Messages, limits and checks that public pages use must not pull zod and the schemas into their
    // first JavaScript (the first-load budget: docs/decisions/0012-first-load-javascript-budget.md).
    files: ['packages/shared/src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['zod'], patterns: [{ group: ['../schemas/*', '../index'], message: 'rules/ stays free of zod schemas' }] },
      ],
    },
  },
  {
    // Playwright fixtures take an (often empty) destructured first argument by design.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
