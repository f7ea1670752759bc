import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from '@mnch/shared';
import { toasterReady } from '../lib/toast';

/** The site's toaster: top right, green/red, closable, shown for TOAST_DURATION_MS. */
export default function Toaster() {
  // Runs after sonner's own effect (children's effects run first), so it is listening by now.
  useEffect(toasterReady, []);
  return <SonnerToaster position="top-right" duration={TOAST_DURATION_MS} richColors closeButton />;
}
