import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from '@mnch/shared';
import { toasterReady } from '../lib/toast';

/**
 * The site's toaster: green/red, closable, shown for TOAST_DURATION_MS. At the bottom, never over the
 * header and its menu: centred on wide screens (clear of the chat button at the bottom right), and on a
 * phone (full width) above that button (layouts/public/chat-assistant.tsx: 3.5rem high, 1rem from the
 * bottom), 5.5rem up.
 */
export default function Toaster() {
  // Runs after sonner's own effect (children's effects run first), so it is listening by now.
  useEffect(toasterReady, []);
  return <SonnerToaster position="bottom-center" mobileOffset={{ bottom: '5.5rem' }} duration={TOAST_DURATION_MS} richColors closeButton />;
}
