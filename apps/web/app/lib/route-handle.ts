/** What a route module's `handle` export may say about the page (read by entry.server.tsx). */
export interface RouteHandle {
  /**
   * The server-rendered page is complete without JavaScript, so its scripts load after the first
   * paint instead of competing with it (lib/defer-scripts.server.ts, decision 13).
   */
  scriptsAfterPaint?: boolean;
  /**
   * The page is served as islands: no React Router runtime, only its <Island> parts hydrate, each on
   * its own (islands/island.tsx, decision 31). Links from it are page loads.
   */
  islands?: boolean;
  /** The page opens on a light background: the public header's text is dark until the page scrolls. */
  lightHero?: boolean;
}
