// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandRouter, islandNavigator } from './router';

function Tabs({ name }: { name: string }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <p data-testid={`${name}-tab`}>{params.get('tab') ?? 'none'}</p>
      <p data-testid={`${name}-key`}>{location.key}</p>
      <button type="button" onClick={() => setParams({ tab: name })}>
        {name}
      </button>
      <Link to="/elsewhere">elsewhere</Link>
    </>
  );
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the island router', () => {
  it('changes only the query in place, for every island on the page, each entry with its own key', () => {
    window.history.replaceState(null, '', '/media');
    render(
      <>
        <IslandRouter url="/media">
          <Tabs name="gallery" />
        </IslandRouter>
        <IslandRouter url="/media">
          <Tabs name="reports" />
        </IslandRouter>
      </>,
    );
    expect(screen.getByTestId('reports-tab').textContent).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'gallery' }));
    expect(window.location.pathname + window.location.search).toBe('/media?tab=gallery');
    // The other island follows the address.
    expect(screen.getByTestId('reports-tab').textContent).toBe('gallery');
    const first = screen.getByTestId('reports-key').textContent;
    fireEvent.click(screen.getByRole('button', { name: 'reports' }));
    expect(screen.getByTestId('gallery-tab').textContent).toBe('reports');
    expect(screen.getByTestId('reports-key').textContent).not.toBe(first);
  });

  it('follows Back and Forward', async () => {
    window.history.replaceState(null, '', '/media');
    render(
      <IslandRouter url="/media">
        <Tabs name="gallery" />
      </IslandRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'gallery' }));
    expect(screen.getByTestId('gallery-tab').textContent).toBe('gallery');
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(screen.getByTestId('gallery-tab').textContent).toBe('none');
  });

  it('loads another page in full: a link to another path is a page load, not a render in place', () => {
    window.history.replaceState(null, '', '/media');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const push = vi.spyOn(window.history, 'pushState');
    islandNavigator.push('/elsewhere?x=1');
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/elsewhere?x=1`);
    expect(push).not.toHaveBeenCalled();
  });
});
