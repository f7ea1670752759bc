/**
 * Signing in again in place when the session runs out during back-office work. The back office
 * registers a handler that asks for the password over the page (layouts/admin/sign-in-again.tsx); a
 * call the API refused with 401 waits for it and is sent again with the new token (lib/api-client.ts,
 * features/admin/components/upload.ts). One prompt serves every call refused meanwhile. Without a
 * handler (public pages, the sign-in page) nothing is asked.
 */
type Handler = () => Promise<boolean>;

let handler: Handler | null = null;
let pending: Promise<boolean> | null = null;

/** Registers the prompt; answers the function that removes it. */
export function setReauthenticateHandler(next: Handler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** True once the person has signed in again (a new token is stored); false when they did not. */
export function reauthenticate(): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  pending ??= handler().finally(() => {
    pending = null;
  });
  return pending;
}
