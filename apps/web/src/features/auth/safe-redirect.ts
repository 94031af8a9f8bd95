/**
 * Where to go after signing in: the `redirectTo` the protected page asked for, only if it is a
 * path on this site (never `//evil.example` or `https://…`, an open redirect); else the dashboard.
 */
export function safeRedirect(redirectTo: string | null, fallback: string): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) return fallback;
  return redirectTo;
}
