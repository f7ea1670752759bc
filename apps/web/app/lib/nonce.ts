import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the current response. entry.server provides it; root's Layout hands it to
 * <Links>, <Scripts> and <ScrollRestoration>. entry.client provides the same value while hydrating,
 * so the rendered attributes match the server's HTML.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
