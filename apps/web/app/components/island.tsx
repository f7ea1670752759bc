import { Suspense, lazy, memo, useEffect, useId, useLayoutEffect, type ComponentType } from 'react';

/**
 * Islands whose code has not arrived yet. While there are any, <html> carries `data-islands-pending`
 * (the end-to-end tests wait for it to go, as they wait for `data-hydrated`).
 */
const pending = new Set<string>();
function mark() {
  if (pending.size) document.documentElement.dataset.islandsPending = String(pending.size);
  else delete document.documentElement.dataset.islandsPending;
}
// Layout effects run before the root layout marks the page hydrated, so a waiting island is counted by then.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Inside the island's Suspense boundary: its effect runs once the island itself has hydrated. */
function Arrived({ id }: { id: string }) {
  useEffect(() => {
    pending.delete(id);
    mark();
  }, [id]);
  return null;
}

/**
 * Code that a server-rendered page does not need before it is interactive: forms (react-hook-form,
 * zod and the shared schemas), dialogs, maps. The server renders an island in full (entry.server
 * waits for it); the browser keeps that HTML and hydrates the island once its chunk has loaded, so
 * the chunk stays out of the page's first JavaScript (its budget: scripts/check-budgets.mjs,
 * docs/decisions/0012-first-load-javascript-budget.md).
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function Island(props: P) {
    const id = useId();
    // Layout effects run before any passive effect of the same commit, so an island whose code is
    // already here is counted and then at once released by Arrived.
    useIsomorphicLayoutEffect(() => {
      pending.add(id);
      mark();
      return () => {
        pending.delete(id);
        mark();
      };
    }, [id]);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <Arrived id={id} />
      </Suspense>
    );
  }
  Island.displayName = 'Island';
  // A parent that re-renders as the page hydrates (e.g. on useHydrated) would otherwise hand a still
  // dehydrated island new props: React then drops its server HTML and renders it on the client, so it
  // vanishes until its chunk arrives. With the same props it is left alone.
  return memo(Island);
}

/**
 * A dialog whose code loads when it first opens (dialogs render nothing while closed). `isOpen` tells
 * from the props whether it is open (by default the `open` prop).
 */
export function dialogIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => 'open' in props && props.open === true,
): ComponentType<P> {
  const Island = island(load);
  function DialogIsland(props: P) {
    return isOpen(props) ? <Island {...props} /> : null;
  }
  return DialogIsland;
}
