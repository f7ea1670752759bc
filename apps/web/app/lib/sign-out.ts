import { createApiClient, type ApiClientOptions } from './api-client';
import { clearToken, getToken } from './token-store';

/** How long signing out waits for the server before forgetting the token anyway. */
const SIGN_OUT_TIMEOUT_MS = 5000;

/**
 * Signs out: asks the server to end every token of this user (POST /api/auth/logout advances their
 * token version, so a copied token stops working too), then forgets the token in this browser. The
 * token is forgotten also when the call fails (offline, server down, token already ended). The call
 * uses its own client, without the browser client's redirect to /login on a 401.
 */
export async function signOut(fetchImpl?: ApiClientOptions['fetch']): Promise<void> {
  try {
    if (getToken()) {
      const client = createApiClient({ baseUrl: '', getToken, fetch: fetchImpl });
      await client.post('/auth/logout', undefined, undefined, { signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS) });
    }
  } catch {
    // Nothing to do: the token is cleared below either way.
  } finally {
    clearToken();
  }
}
