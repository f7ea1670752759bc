// Helpers of the render-cost tests (features/article/article.render-cost.test.tsx,
// features/research/project.render-cost.test.tsx): what the API stores for its costliest accepted
// rich text, and a page rendered as the server renders it.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Outlet, createRoutesStub } from 'react-router';
import { RICH_TEXT_MAX_DEPTH } from '@mnch/shared';

/** Of `unit`, as many as fit in `size` characters, between `prefix` and `suffix`. */
const fill = (unit: string, size: number, prefix = '', suffix = '') =>
  prefix + unit.repeat(Math.floor((size - prefix.length - suffix.length) / unit.length)) + suffix;
const nestedLists = (pairs: number) => '<ul><li>'.repeat(pairs) + 'x' + '</li></ul>'.repeat(pairs);

/** What the API stores for its costliest accepted inputs (apps/api/test/rich-text.test.ts), as long as a field holds. */
export const STORED: Record<string, (size: number) => string> = {
  'sibling <li>': (size) => fill('<li>x</li>', size, '<ul>', '</ul>'),
  paragraphs: (size) => fill('<p>x</p>', size),
  'escaped <': (size) => fill('&lt;', size),
  'escaped &': (size) => fill('&amp;', size),
  'entity run': (size) => fill('&amp;A©', size),
  'depth at the limit, repeated': (size) => fill(nestedLists(RICH_TEXT_MAX_DEPTH / 2), size),
  'links opening new tabs': (size) => fill('<a href="/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>', size),
  'images and line breaks': (size) => fill('<img src="/uploads/images/a.webp" alt="" /><br />', size),
  words: (size) => fill('<p>word word word word word word word word</p>', size),
};

/** A route module's page and meta, and the path pattern it is routed at. */
export interface RouteUnderTest {
  Component: unknown;
  meta: (args: never) => unknown;
  path: string;
}

/** The page as the server renders it (root data with the origin, the route's loader data `data`) at `url`, and its meta tags. */
export function renderRoute(route: RouteUnderTest, data: unknown, url: string): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [{ id: 'page', path: route.path, Component: route.Component as ComponentType }],
    },
  ]);
  const html = renderToString(
    <Stub initialEntries={[url]} hydrationData={{ loaderData: { root: { origin: 'https://site.example' }, page: data } }} />,
  );
  const tags = route.meta({ data, matches: [{ id: 'root', data: { origin: 'https://site.example' } }] } as never);
  return html + JSON.stringify(tags);
}

/** CPU seconds `work` took, and what it gave. */
export function cpuSeconds(work: () => string): { cpu: number; out: string } {
  const start = process.cpuUsage();
  const out = work();
  const used = process.cpuUsage(start);
  return { cpu: (used.user + used.system) / 1e6, out };
}
