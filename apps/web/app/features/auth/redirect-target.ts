/** Where to go after signing in: `redirectTo` when it is a back-office path of this site, else /admin. */
export function adminRedirectTarget(redirectTo: string | null | undefined): string {
  if (!redirectTo) return '/admin';
  // Only same-site back-office paths: '/admin', '/admin/...', '/admin?...', '/admin#...'.
  return /^\/admin(?:[/?#]|$)/.test(redirectTo) && !redirectTo.includes('\\') ? redirectTo : '/admin';
}
