import { Suspense, lazy, type ComponentType } from 'react';

/**
 * Code that a server-rendered page does not need before it is interactive: forms (react-hook-form,
 * zod and the shared schemas) and dialogs. The server renders an island in full (entry.server waits
 * for it); the browser keeps that HTML and hydrates the island once its chunk has loaded, so the
 * chunk stays out of the page's first JavaScript (issue 9 budget, scripts/check-budgets.mjs).
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Island.displayName = 'Island';
  return Island;
}

/**
 * A dialog whose code loads when it first opens (dialogs render nothing while closed). `isOpen` tells
 * from the props whether it is open (by default the `open` prop).
 */
export function dialogIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<P> {
  const Island = island(load);
  function DialogIsland(props: P) {
    return isOpen(props) ? <Island {...props} /> : null;
  }
  return DialogIsland;
}
