import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toast notices without sonner in the first JavaScript of a page (its budget: decision 12,
 * docs/decisions/0012-first-load-javascript-budget.md): the first notice
 * asks the root layout to mount the toaster (components/toaster.tsx, its own chunk), waits until it
 * listens, then hands the notice to sonner. Back-office screens call `preloadToaster()` on mount so
 * their notices show at once.
 */
type Sonner = typeof import('sonner');

let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));
let sonner: Promise<Sonner> | undefined;

function load(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= Promise.all([import('sonner'), ready]).then(([module]) => module);
  return sonner;
}

/** Mounts the toaster now (the back office, and any screen that is about to show notices). */
export function preloadToaster(): void {
  void load();
}

/** Called by the toaster once it listens for notices. */
export function toasterReady(): void {
  markReady();
}

/** True once a notice was asked for: the root layout then renders the toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

const show =
  (kind: 'success' | 'error' | 'info') =>
  (message: string, options?: ExternalToast): void => {
    void load().then(({ toast }) => toast[kind](message, options));
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  dismiss(): void {
    if (sonner) void sonner.then(({ toast }) => toast.dismiss());
  },
};
