import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, found from this file whether it runs from src/ (tsx, vitest) or dist/ (bundled). */
export function apiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('apps/api not found above ' + fileURLToPath(import.meta.url));
}

/** apps/web beside apps/api. */
export const webRoot = () => path.join(apiRoot(), '..', 'web');
