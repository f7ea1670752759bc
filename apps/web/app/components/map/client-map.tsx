import { Component, lazy, Suspense, type ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { clsx } from 'clsx';
import { useHydrated } from '../../lib/use-hydrated';
import { MAP_LOADING_LABEL, type MapViewProps } from './map-types';

/**
 * Leaflet arrives through this dynamic import, on the client only and only when a map is rendered:
 * the server, the hydration pass and every page's initial scripts never include it.
 */
const loadLeafletMap = () => lazy(() => import('./leaflet-map'));
let LeafletMap = loadLeafletMap();

export const MAP_LOAD_FAILED = 'The map could not be loaded. Please check your connection and try again.';

export const MAP_NO_SCRIPT = 'The map needs JavaScript, which is off in this browser.';

function MapPlaceholder({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-sky-50 via-slate-50 to-brand-50 px-4 text-center text-sm text-slate-600">
      <MapPin aria-hidden="true" className="size-8 text-brand-600" />
      {/* A browser without scripts (the `scripting: none` media feature) is told so, not "Loading". */}
      <p role="status" className="noscript:hidden">
        {label}
      </p>
      <p className="hidden noscript:block">{MAP_NO_SCRIPT}</p>
      {children}
    </div>
  );
}

class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <MapPlaceholder label={MAP_LOAD_FAILED}>
          <button
            type="button"
            onClick={() => {
              // A failed import stays failed in React.lazy: start a fresh one.
              LeafletMap = loadLeafletMap();
              this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
            }}
            className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Try again
          </button>
        </MapPlaceholder>
      );
    }
    return (
      <div key={this.state.attempt} className="contents">
        {this.props.children}
      </div>
    );
  }
}

/**
 * The one map component pages use. Give it a height through `className` (e.g. `h-[28rem]`); the
 * Leaflet map fills it once loaded.
 */
export function ClientMap({ className, loadingLabel = MAP_LOADING_LABEL, ...props }: MapViewProps) {
  const hydrated = useHydrated();
  return (
    <div className={clsx('relative isolate overflow-hidden bg-slate-100', className)}>
      {hydrated ? (
        <MapErrorBoundary>
          <Suspense fallback={<MapPlaceholder label={loadingLabel} />}>
            <LeafletMap {...props} className="absolute inset-0 size-full !bg-[#dfeaf2] font-sans" />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        <MapPlaceholder label={loadingLabel} />
      )}
    </div>
  );
}
