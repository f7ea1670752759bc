import { Suspense, lazy } from 'react';
import { useToasterWanted } from '../lib/toast';

const Toaster = lazy(() => import('./toaster'));

/** Renders the toaster (its own chunk) once the first notice asks for it (lib/toast.ts). */
export function LazyToaster() {
  const wanted = useToasterWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
