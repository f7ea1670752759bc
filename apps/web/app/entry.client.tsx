import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NonceContext } from './lib/nonce';

// The server rendered <Links> and <Scripts> with this response's CSP nonce. Render the same value
// while hydrating so the attributes match (the browser keeps it in the `nonce` property even though
// it hides the attribute); nothing else uses it in the browser.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

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
