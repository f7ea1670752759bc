import { StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setSiteTimeZone } from '@mnch/shared';
import { LazyToaster } from '../components/lazy-toaster';
import { IslandRouter } from './router';

// Dates show in the site's time zone, not the browser's (decision 25): the server names it on <html>.
try {
  setSiteTimeZone(document.documentElement.dataset.timeZone ?? '');
} catch {
  // None named: the default zone.
}

// The notices (sonner) of every island: one toaster, mounted once a notice is asked for.
const toaster = document.createElement('div');
document.body.append(toaster);
createRoot(toaster).render(<LazyToaster />);

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** Hydrates one island's marker (islands/island.tsx wrote it) with its component; resolves once it has. */
export function hydrateIsland(marker: HTMLElement, Component: ComponentType<object>): Promise<void> {
  const props = JSON.parse(marker.dataset.props ?? '{}') as object;
  // The address the server rendered the island for: hydration must match its HTML (islands/router.tsx).
  const url = marker.dataset.url ?? window.location.pathname + window.location.search;
  return new Promise((resolve) => {
    hydrateRoot(
      marker,
      <StrictMode>
        <IslandRouter url={url}>
          <Component {...props} />
        </IslandRouter>
        <Hydrated onHydrated={resolve} />
      </StrictMode>,
      { identifierPrefix: marker.dataset.prefix },
    );
  });
}
