import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const dirs = (path) => (existsSync(path) ? readdirSync(path, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);

/**
 * One folder per feature, and no feature imports another (DESIGN.md, "Rules of the house").
 * The zones are made from the folders that exist, so a new feature is covered without editing this file.
 */
const WEB = './apps/web/app';
const featureZones = [
  ...dirs(`${WEB}/features`)
    .filter((f) => f !== 'admin')
    .map((f) => ({ target: `${WEB}/features/${f}`, from: `${WEB}/features`, except: [`./${f}`], message: 'A page area must not import another feature; move shared code to components/, lib/ or content/.' })),
  { target: `${WEB}/features/admin`, from: `${WEB}/features`, except: ['./admin'], message: 'Back-office code must not import public features.' },
  ...dirs(`${WEB}/features/admin`)
    .filter((s) => s !== 'components')
    .map((s) => ({ target: `${WEB}/features/admin/${s}`, from: `${WEB}/features/admin`, except: [`./${s}`, './components'], message: 'A back-office section must not import another section; use features/admin/components/.' })),
  { target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/content`], from: [`${WEB}/features`, `${WEB}/layouts`], message: 'Shared code must not depend on features or layouts.' },
  { target: `${WEB}/layouts/public`, from: [`${WEB}/features`, `${WEB}/layouts/admin`], message: 'The public layout must not import features or back-office code.' },
  ...dirs('./apps/api/src/modules').map((m) => ({ target: `./apps/api/src/modules/${m}`, from: './apps/api/src/modules', except: [`./${m}`], message: 'An API module must not import another module; reach other modules through app.services.' })),
  { target: './packages/shared', from: './apps', message: 'packages/shared must not depend on the apps.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.react-router/**', '**/drizzle/**', '**/test-results/**', '**/e2e-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
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
    // Playwright fixtures take an (often empty) destructured first argument by design.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
