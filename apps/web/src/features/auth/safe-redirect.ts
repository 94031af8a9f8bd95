/**
 * Where to go after signing in: the `redirectTo` the protected page asked for, only if it stays
 * on this site (never `//evil.example`, `https://…` or a path with control characters that a
 * browser would strip into one: an open redirect); else the fallback.
 */
export function safeRedirect(redirectTo: string | null, fallback: string): string {
  const hasControlOrBackslash = [...(redirectTo ?? '')].some((char) => char < ' ' || char === '\u007f' || char === '\\');
  if (!redirectTo || !redirectTo.startsWith('/') || hasControlOrBackslash) return fallback;
  const base = 'https://campuspath.invalid';
  let url: URL;
  try {
    url = new URL(redirectTo, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
