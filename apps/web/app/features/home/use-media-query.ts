import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. On the server and during hydration it answers `serverValue`, so the
 * first client render matches the server's HTML; it updates right after.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
