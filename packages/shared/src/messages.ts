/** "1 second", "40 seconds", "2 minutes": a wait in seconds in words, minutes rounded up from a minute on. */
export function waitText(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return seconds < 60 ? plural(Math.max(1, Math.ceil(seconds)), 'second') : plural(Math.ceil(seconds / 60), 'minute');
}

/** The API's and the site's shared success and error messages, in one place, spelled correctly. */
export const MESSAGES = {
  auth: {
    invalidCredentials: 'Invalid email or password',
    loginSuccess: 'Login successful',
    loginFailed: 'Login failed. Please try again.',
    unauthorized: 'Authentication required',
    sessionExpired: 'Your session has expired. Please sign in again.',
    forbidden: 'You do not have permission to do this',
    loggedOut: 'You have been signed out',
    /** A growing delay after repeated failures (the wait in seconds, as in Retry-After). */
    signInDelayed: (seconds: number) => `Too many failed sign-in attempts. Please wait ${waitText(seconds)} before trying again.`,
  },
  users: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    emailExists: 'Email address already exists',
    roleRequired: 'Role is required',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordBlank: 'Password cannot be only spaces',
    passwordTooCommon: 'This password is too common or too easy to guess. Please choose a stronger one.',
    passwordsDoNotMatch: 'Passwords do not match',
    lastAdmin: 'Cannot delete the last admin user',
    lastAdminDemote: 'Cannot remove the last active admin user',
    notFound: 'User not found',
    loadFailed: 'Error loading users',
    deleted: 'User deleted',
    avatarInvalid: 'Avatar must be an image uploaded to this site',
  },
  subscribe: {
    success: 'Almost done: check your inbox and follow the link in our email to confirm your subscription.',
    failed: 'Subscription failed. Please try again later.',
    error: 'An error occurred. Please try again.',
    toastSuccess: 'Check your inbox to confirm',
    toastFailed: 'Subscription failed',
  },
  common: {
    validation: 'Please check the highlighted fields',
    notFound: 'Not found',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    serverError: 'Something went wrong on our side. Please try again later.',
    /** 503: the database connection was lost under the request (a failover, a restart); trying again shortly may succeed. */
    unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
    tooLarge: 'The request is too large',
    unsupportedType: 'Unsupported content type',
    noBody: 'This request takes no body',
    /** Text holding a NUL character (U+0000) or half of a UTF-16 surrogate pair: neither is a character databases store. */
    badCharacters: 'Text must not contain NUL characters or broken (unpaired surrogate) characters',
  },
} as const;

/**
 * What a back-office save that failed says inside its open form, next to its Save button
 * (apps/web/app/features/admin/components/save-failure.tsx): one set of words for every section.
 */
export const SAVE_FAILURE_MESSAGES = {
  /** No answer: the connection or the server is down. */
  network: 'Nothing was saved: the server could not be reached. Check your connection and try again; your changes are kept.',
  /** An answer of 500 or more. */
  server: 'Nothing was saved: the server could not save this just now. Try again in a minute; your changes are kept.',
  /** 403: the account lost the permission while the form was open. */
  forbidden: 'Nothing was saved: you no longer have permission to change this; ask an administrator. Your changes are kept.',
  /** 401 after the sign-in-again dialog was declined. */
  signedOut: 'Nothing was saved: your session has ended. Sign in again and save; your changes are kept.',
  /** Field errors from the server, shown next to their fields. */
  invalid: 'Nothing was saved: correct the highlighted fields and save again.',
} as const;
