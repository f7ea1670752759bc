import { island } from './island';

/*
 * The error pages' content for the error boundaries of the root and the public layout: its code loads
 * only when a page shows an error, so it stays out of every page's first JavaScript
 * (scripts/check-budgets.mjs). The server renders it in full, and the browser keeps that HTML until the
 * code arrives (island.tsx).
 */
export const LazyErrorContent = island(() => import('./status-page').then((m) => m.ErrorContent));
export const LazyNotFoundContent = island(() => import('./status-page').then((m) => m.NotFoundContent));
