import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { setSiteTimeZone } from '@mnch/shared';

// Zod (it loads later, with the forms) probes whether it may compile parsers with `new Function`. The
// page's policy forbids eval, so the refused probe would be reported as a CSP violation: zod reads its
// settings from this global, set here before any zod module loads, and `jitless` skips the probe.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

// Dates show in the site's time zone, not the browser's: the server names it on the page (root.tsx),
// and it is set before anything renders so that hydration formats dates as the server did.
try {
  setSiteTimeZone(document.documentElement.dataset.timeZone ?? '');
} catch {
  // None named (a root error page): the default zone.
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
