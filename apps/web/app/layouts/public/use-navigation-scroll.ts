import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { prefersReducedMotion } from '../../lib/motion';

/**
 * Navigation scrolls smoothly to the hash target when there is one, otherwise to the top.
 * React Router's <ScrollRestoration> (in root) does the scrolling - to the element with
 * the hash's id, else to the top, and back to the old position on back/forward. This layout effect runs
 * just before it and turns on smooth scrolling for a new navigation to a hash, unless the visitor
 * prefers reduced motion.
 */
export function useNavigationScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if (navigationType === 'POP' || !location.hash || prefersReducedMotion()) return;
    const root = document.documentElement;
    root.style.scrollBehavior = 'smooth';
    const timer = window.setTimeout(() => {
      root.style.scrollBehavior = '';
    }, 1200);
    return () => {
      window.clearTimeout(timer);
      root.style.scrollBehavior = '';
    };
  }, [location.key, location.hash, navigationType]);
}
