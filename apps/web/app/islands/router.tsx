import { useSyncExternalStore, type ReactNode } from 'react';
import { Router, createPath, type Location, type Navigator, type To } from 'react-router';
import { ADDRESS_CHANGED } from './address';

/**
 * The router an island runs in: React Router's plain <Router> over the page's own address, so an
 * island's links, `useLocation` and `useSearchParams` work without React Router's runtime. Going to
 * another page is a page load (every public page comes from the page cache); changing only the
 * address's query or hash stays on the page (pushState) and every island re-renders with it, as
 * addressed state (a tab, an open dialog) expects.
 */
const listeners = new Set<() => void>();

/** History entries this router made carry React Router's shape: `{ usr: state, key }`. */
type EntryState = { usr?: unknown; key?: string } | null;

function read(): Location {
  const entry = window.history.state as EntryState;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/**
 * The current location, one object per history entry (useSyncExternalStore compares snapshots). Read
 * again whenever the address or its entry is not the one last read: an island that wakes after the
 * address changed with no island listening (a hash link, Back) sees the address as it is now.
 */
let current: Location | undefined;
let currentEntry: unknown;
function here(): Location {
  const { pathname, search, hash } = window.location;
  const entry: unknown = window.history.state;
  if (!current || current.pathname !== pathname || current.search !== search || current.hash !== hash || currentEntry !== entry) {
    current = read();
    currentEntry = entry;
  }
  return current;
}

function notify(): void {
  current = read();
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
  // A new key per entry, as React Router's own history gives (a choice made in place holds until the
  // address moves: lib/use-addressed-selection.ts).
  const entry: EntryState = { usr: state, key: Math.random().toString(36).slice(2, 10) };
  if (replace) window.history.replaceState(entry, '', path);
  else window.history.pushState(entry, '', path);
  notify();
  // The islands that have not hydrated yet follow the address too: the entry wakes them
  // (islands/entry.ts, `islands:address`), as it does on Back and Forward.
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
  // A link to a part of the page scrolls to it, as a page load would (once the islands have rendered).
  if (url.hash) requestAnimationFrame(() => document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView());
}

export const islandNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to, state) => go(to, false, state),
  replace: (to, state) => go(to, true, state),
};

/**
 * `url`: the page's address as the server rendered it (the marker's `data-url`). Hydration renders
 * with it, so the first render matches the server's HTML whatever the address has become since (the
 * visitor may have changed it in place before this island woke); React then renders again with the
 * address as it is now.
 */
export function IslandRouter({ url, children }: { url: string; children: ReactNode }) {
  const location = useSyncExternalStore<Location | string>(subscribe, here, () => url);
  return (
    <Router location={location} navigator={islandNavigator}>
      {children}
    </Router>
  );
}
