import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiText } from '../src/lib/openapi';
import { createTestApp, type TestApp } from './helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(OPENAPI_FILE, () => {
  it('is what the code generates (run `npm run openapi` after changing a route or schema)', () => {
    const kept = readFileSync(path.join(root, OPENAPI_FILE), 'utf8');
    // Compared as parsed documents first, so a failure names the paths that differ.
    const generated = openApiText(t.app);
    expect(Object.keys(JSON.parse(kept).paths).sort()).toEqual(Object.keys(JSON.parse(generated).paths).sort());
    expect(JSON.parse(kept)).toEqual(JSON.parse(generated));
    expect(kept).toBe(generated);
  });

  it('is the document GET /api/docs/json serves', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(openApiText(t.app)));
  });
});
