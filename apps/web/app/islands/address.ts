/**
 * The event the island router (islands/router.tsx) sends on `window` after it has changed the page's
 * address in place (a query or a hash: a tab, a filter, the calendar), so that the entry
 * (islands/entry.ts) wakes the islands that have not hydrated yet and so cannot follow it themselves.
 * Its own module: the entry imports no React and no router.
 */
export const ADDRESS_CHANGED = 'islands:address';
