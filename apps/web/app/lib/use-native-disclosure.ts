import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * For a control rendered as a native `<details>` disclosure until the page hydrates and as its
 * scripted version afterwards (docs/no-script.md, "Controls"): returns whether the page has hydrated,
 * and a ref for the `<details>`. A disclosure the visitor opened before the scripts arrived calls
 * `onOpenedEarly` as the page hydrates, so the scripted version starts open too.
 */
export function useNativeDisclosure<T extends HTMLElement = HTMLDetailsElement>(
  onOpenedEarly: (element: T) => void,
): { hydrated: boolean; ref: RefObject<T | null> } {
  const hydrated = useHydrated();
  const ref = useRef<T | null>(null);
  const callback = useRef(onOpenedEarly);
  useIsomorphicLayoutEffect(() => {
    callback.current = onOpenedEarly;
  });
  // Runs as the server's HTML is hydrated, before the scripted version replaces it.
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (element) callback.current(element);
  }, []);
  return { hydrated, ref };
}
