import { useSyncExternalStore, type ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from 'react-router';

/**
 * The router an island runs in: React Router's plain <Router> over the page's own address, so an
 * island's links, `useLocation` and `useSearchParams` work without React Router's runtime. Going to
 * another page is a page load (every public page comes from the page cache); changing only the
 * address's query or hash stays on the page (pushState) and every island re-renders with it, as
 * addressed state (a tab, an open dialog) expects.
 */
const listeners = new Set<() => void>();

function here(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (!listeners.size) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('popstate', notify);
  };
}

const hrefOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

function go(to: To, replace: boolean, state: unknown): void {
  const url = new URL(hrefOf(to), window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
    if (replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  const path = url.pathname + url.search + url.hash;
  if (replace) window.history.replaceState({ usr: state }, '', path);
  else window.history.pushState({ usr: state }, '', path);
  notify();
}

export const islandNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to, state) => go(to, false, state),
  replace: (to, state) => go(to, true, state),
};

/** `url`: the page's address as the server saw it (the first render must match the server's HTML). */
export function IslandRouter({ url, children }: { url: string; children: ReactNode }) {
  const location = useSyncExternalStore(subscribe, here, () => url);
  return (
    <Router location={location} navigator={islandNavigator}>
      {children}
    </Router>
  );
}
