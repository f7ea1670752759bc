/** Texts of the specification's error catalogues, spelled correctly (DESIGN.md, improvement 6). */
export const MESSAGES = {
  auth: {
    invalidCredentials: 'Invalid email or password',
    loginSuccess: 'Login successful',
    loginFailed: 'Login failed. Please try again.',
    unauthorized: 'Authentication required',
    sessionExpired: 'Your session has expired. Please sign in again.',
    forbidden: 'You do not have permission to do this',
    inactive: 'This account is inactive. Please contact an administrator.',
    forgotPassword: 'Passwords are reset by an administrator. Please contact your site administrator to set a new password.',
    accountLocked: (minutes: number) =>
      `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  users: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    emailExists: 'Email address already exists',
    roleRequired: 'Role is required',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordsDoNotMatch: 'Passwords do not match',
    lastAdmin: 'Cannot delete the last admin user',
    lastAdminDemote: 'Cannot remove the last active admin user',
    notFound: 'User not found',
    loadFailed: 'Error loading users',
    deleted: 'User deleted',
  },
  subscribe: {
    success: 'Successfully subscribed! Thank you for joining our newsletter.',
    already: "You're already subscribed. Thank you for staying with us!",
    failed: 'Subscription failed. Please try again later.',
    error: 'An error occurred. Please try again.',
    toastSuccess: 'Successfully subscribed',
    toastFailed: 'Subscription failed',
  },
  common: {
    validation: 'Please check the highlighted fields',
    notFound: 'Not found',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    serverError: 'Something went wrong on our side. Please try again later.',
    tooLarge: 'The request is too large',
    unsupportedType: 'Unsupported content type',
    /** Text holding a NUL character (U+0000) or half of a UTF-16 surrogate pair: neither is a character databases store. */
    badCharacters: 'Text must not contain NUL characters or broken (unpaired surrogate) characters',
  },
} as const;
