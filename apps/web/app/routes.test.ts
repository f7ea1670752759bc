import { PUBLIC_PAGES } from '@mnch/shared';
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
});
