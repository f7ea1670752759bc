import { useSyncExternalStore } from 'react';
import { partnerMapView } from '../../content/partners';

const QUERY = `(max-width: ${partnerMapView.smallScreenWidth - 1}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on screens narrower than 640 px (false on the server and during hydration). */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
