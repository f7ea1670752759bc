/** Where to go after signing in: `redirectTo` when it is a back-office or preview path of this site, else /admin. */
export function adminRedirectTarget(redirectTo: string | null | undefined): string {
  if (!redirectTo) return '/admin';
  // Only same-site back-office and preview paths: '/admin', '/admin/...', '/admin?...', '/admin#...', '/preview/...'.
  return /^\/(?:admin(?:[/?#]|$)|preview\/)/.test(redirectTo) && !redirectTo.includes('\\') ? redirectTo : '/admin';
}
