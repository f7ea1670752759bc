import { readFileSync } from 'node:fs';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { LRUCache } from 'lru-cache';
import { ISLAND_HTML_MEMO_MAX_ENTRIES } from '@mnch/shared';
import type { IslandRenderer } from './context';
import { islands, type IslandName } from './registry';

let renderer: Promise<IslandRenderer> | undefined;

/**
 * The islands' renderer for a page served as islands: each island's HTML, rendered as its own root
 * (the browser hydrates it as one: islands/hydrate.tsx), the islands' components (loaded once, so
 * that they render at once), and the entry script's address, which the islands' build names in
 * build/islands.json (vite.islands.config.ts).
 */
export function islandRenderer(): Promise<IslandRenderer> {
  renderer ??= (async () => {
    const names = Object.keys(islands) as IslandName[];
    const loaded = await Promise.all(names.map((name) => islands[name]()));
    const components = Object.fromEntries(names.map((name, index) => [name, loaded[index]])) as unknown as Record<
      IslandName,
      ComponentType<never>
    >;
    const { entry } = JSON.parse(readFileSync(new URL('../islands.json', import.meta.url), 'utf8')) as { entry: string };
    const render = (element: ReactElement, identifierPrefix: string) => renderToString(element, { identifierPrefix });
    return { entry, components, render: keptRender(render) };
  })();
  return renderer;
}

/**
 * `render`, keeping the HTML of the islands rendered with a memo key (those rendered from their props and
 * path alone: islands/island.tsx) by that key, at most ISLAND_HTML_MEMO_MAX_ENTRIES of them, least
 * recently used first out. The header is a sixth of a page's render, and the same on every search of a list.
 */
export function keptRender(render: (element: ReactElement, identifierPrefix: string) => string): IslandRenderer['render'] {
  const kept = new LRUCache<string, string>({ max: ISLAND_HTML_MEMO_MAX_ENTRIES });
  return (element, identifierPrefix, memo) => {
    if (memo === undefined) return render(element, identifierPrefix);
    let html = kept.get(memo);
    if (html === undefined) {
      html = render(element, identifierPrefix);
      kept.set(memo, html);
    }
    return html;
  };
}
