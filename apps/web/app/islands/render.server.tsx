import { readFileSync } from 'node:fs';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
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
    return {
      entry,
      components,
      render: (element: ReactElement, identifierPrefix: string) => renderToString(element, { identifierPrefix }),
    };
  })();
  return renderer;
}
