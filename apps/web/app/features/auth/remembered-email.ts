/**
 * "Remember me" keeps the e-mail address (never the password) in this browser for the next sign-in.
 * Unticking it on a successful sign-in forgets the address.
 */
const KEY = 'rememberedEmail';

export function getRememberedEmail(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setRememberedEmail(email: string | null): void {
  try {
    if (email) window.localStorage.setItem(KEY, email);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable (private mode, quota): remembering is a convenience only.
  }
}
