import { createContext, type ComponentType, type ReactElement } from 'react';
import type { IslandName } from './registry';

/**
 * Renders an island's own tree to HTML with its own id prefix (islands/render.server.tsx). The server
 * provides it (entry.server.tsx) on pages served as islands, and only there: without it an <Island>
 * renders its component in place, as part of the page React Router hydrates.
 */
export interface IslandRenderer {
  /**
   * The island's HTML. With `memo`, a key naming everything it renders from (islands/island.tsx): the
   * HTML rendered under that key before is given back instead of rendering it again.
   */
  render: (element: ReactElement, identifierPrefix: string, memo?: string) => string;
  /** The address of the islands' entry script (build/islands.json), the page's one script. */
  entry: string;
  /** Every island's component, loaded (islands/registry.ts). */
  components: Record<IslandName, ComponentType<never>>;
}

export const IslandRendererContext = createContext<IslandRenderer | null>(null);
