import { useContext, useId, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { island as lazyIsland } from '../components/island';
import { IslandRendererContext } from './context';
import { IslandRouter } from './router';
import { islands, renderedFromPath, type IslandName, type IslandPropsOf } from './registry';

/**
 * When an island's code loads and hydrates (islands/entry.ts):
 * - `visible`: when it comes within 200 px of the window, from the page's first use on (a scroll, a
 *   pointer movement, press or touch, a key): nothing loads before the visitor does something, so an
 *   island in view at load wakes on that first use. For a part that does something on its own once
 *   seen (a map, a count-up, a carousel);
 * - `interaction`: on the first pointer movement, press, touch or focus on it (a click on one of its
 *   buttons or links is replayed once it has hydrated), or at once when it shows a dialog the address
 *   opened. For a large part at the top of a page (a whole list with its controls), whose server HTML
 *   is complete, so that hydrating it does not hold up the page's first moments;
 * - `scroll`: as `interaction`, or when the page first scrolls.
 */
export type Wake = 'visible' | 'interaction' | 'scroll';

const lazies = new Map<IslandName, ComponentType<never>>();
function lazyOf(name: IslandName): ComponentType<never> {
  let component = lazies.get(name);
  if (!component) {
    component = lazyIsland(islands[name] as () => Promise<ComponentType<never>>);
    lazies.set(name, component);
  }
  return component;
}

/**
 * A part of a public page that needs scripts (docs/decisions/0031-public-pages-as-islands.md), named
 * in islands/registry.ts. On a page served as islands (the route's `handle.islands`), the server
 * renders it as a root of its own, with its own id prefix and the island router, inside a marker that
 * names it and carries its props; the browser hydrates that marker alone (islands/entry.ts) and the
 * rest of the page stays server HTML. Elsewhere (React Router's pages: the back office's client-side
 * navigation to a public page, development) it is a lazily loaded part of the page (components/island.tsx).
 */
export function Island<N extends IslandName>({ name, props, wake = 'visible' }: { name: N; props: IslandPropsOf<N>; wake?: Wake }) {
  const islands = useContext(IslandRendererContext);
  const id = useId();
  const location = useLocation();
  if (!islands) {
    const Lazy = lazyOf(name) as ComponentType<object>;
    return (
      <div data-island={name} className="contents">
        <Lazy {...(props as object)} />
      </div>
    );
  }
  const Component = islands.components[name] as ComponentType<object>;
  const prefix = `${name}-${id.replace(/[^a-zA-Z0-9]/g, '')}-`;
  const fromPath = renderedFromPath.has(name);
  const url = fromPath ? location.pathname : location.pathname + location.search + location.hash;
  const json = JSON.stringify(props);
  const html = islands.render(
    <IslandRouter url={url}>
      <Component {...(props as object)} />
    </IslandRouter>,
    prefix,
    fromPath ? `${prefix}\n${url}\n${json}` : undefined,
  );
  return (
    <div
      data-island={name}
      data-wake={wake}
      data-prefix={prefix}
      data-url={url}
      data-props={json}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
