import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NonceContext } from './lib/nonce';

// The server rendered <Links> and <Scripts> with this response's CSP nonce. Render the same value
// while hydrating so the attributes match (the browser keeps it in the `nonce` property even though
// it hides the attribute); nothing else uses it in the browser.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

// Zod (it loads later, with the forms) probes whether it may compile parsers with `new Function`. The
// page's policy forbids eval, so the refused probe would be reported as a CSP violation: zod reads its
// settings from this global, set here before any zod module loads, and `jitless` skips the probe.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonce}>
        <HydratedRouter />
      </NonceContext.Provider>
    </StrictMode>,
  );
});
