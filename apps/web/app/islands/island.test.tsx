import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { IslandRendererContext, type IslandRenderer } from './context';
import { Island } from './island';
import type { IslandName } from './registry';
import { keptRender } from './render.server';

/** Stands in for every island: shows its props and the address it was rendered at. */
function Shows({ label }: { label?: string }) {
  const location = useLocation();
  return <p>{`${label} at ${location.pathname + location.search}`}</p>;
}

/** A renderer as the server's (islands/render.server.tsx), counting the renders it really does. */
function renderer() {
  const rendered: string[] = [];
  const render = keptRender((element: ReactElement, identifierPrefix: string) => {
    rendered.push(identifierPrefix);
    return renderToString(element, { identifierPrefix });
  });
  const components = new Proxy({}, { get: () => Shows }) as Record<IslandName, ComponentType<never>>;
  const value: IslandRenderer = { entry: '/assets/islands.js', components, render };
  return { value, rendered };
}

function page(url: string, islands: IslandRenderer, name: IslandName = 'header') {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <IslandRendererContext.Provider value={islands}>
        <Island name={name} props={{ label: 'Header' }} />
      </IslandRendererContext.Provider>
    </MemoryRouter>,
  );
}

describe('an island on the server', () => {
  it('renders an island of renderedFromPath from its path alone, once per path and props, whatever the query', () => {
    const { value, rendered } = renderer();
    const first = page('/publications?q=malaria', value);
    expect(first).toContain('data-url="/publications"');
    expect(first).toContain('Header at /publications<');
    const second = page('/publications?q=newborn', value);
    expect(second).toBe(first);
    expect(rendered).toHaveLength(1);

    // Another path is another render.
    expect(page('/research?q=newborn', value)).toContain('Header at /research<');
    expect(rendered).toHaveLength(2);
  });

  it('renders any other island at the whole address, every time', () => {
    const { value, rendered } = renderer();
    const html = page('/publications?q=malaria', value, 'share-menu');
    expect(html).toContain('data-url="/publications?q=malaria"');
    expect(html).toContain('Header at /publications?q=malaria<');
    expect(page('/publications?q=malaria', value, 'share-menu')).toBe(html);
    expect(rendered).toHaveLength(2);
  });
});
