import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXED_CONTENT_PAGES, PUBLIC_PAGES } from '@mnch/shared';
import { describe, expect, it } from 'vitest';
import routes from './routes';

interface Entry {
  path?: string;
  index?: boolean;
  file: string;
  children?: Entry[];
}

describe('the route table', () => {
  it('has exactly the public pages the sitemap lists (PUBLIC_PAGES), besides the article page and the 404', () => {
    const publicLayout = (routes as Entry[]).find((r) => r.file === 'layouts/public/public-layout.tsx');
    const paths = (publicLayout?.children ?? [])
      .map((r) => (r.index ? '/' : `/${r.path}`))
      .filter((p) => p !== '/*' && !p.includes(':'));
    expect(paths.sort()).toEqual([...PUBLIC_PAGES].sort());
  });

  it('gives the fixed-content pages the server keeps rendered (FIXED_CONTENT_PAGES) no loader', () => {
    const publicLayout = (routes as Entry[]).find((r) => r.file === 'layouts/public/public-layout.tsx');
    for (const page of FIXED_CONTENT_PAGES) {
      const route = publicLayout?.children?.find((r) => `/${r.path}` === page);
      expect(route, page).toBeDefined();
      const source = readFileSync(path.join(import.meta.dirname, route!.file), 'utf8');
      expect(source, page).not.toMatch(/export (async )?(function|const) loader\b/);
    }
  });
});
