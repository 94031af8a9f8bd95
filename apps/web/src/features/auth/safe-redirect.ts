/** Stands in for this site's origin: only paths are accepted, and a path resolves alike against any http(s) origin. */
const SITE = 'https://campuspath.invalid';

/** `value` resolved against this site, or null when it is not a URL. */
function resolveOnSite(value: string): URL | null {
  try {
    return new URL(value, SITE);
  } catch {
    return null;
  }
}

/**
 * Where to go after signing in: the `redirectTo` the protected page asked for, only if it stays
 * on this site; else the fallback (no open redirect). Refused: other origins (`https://…`,
 * `//evil.example`, `javascript:…`), backslashes and control characters (browsers turn `/\` into
 * `//` and strip tabs and newlines), and any path whose normalised form leaves the site:
 * `/..//evil.example`, `/.//evil.example` and `/%2e%2e//evil.example` all normalise to
 * `//evil.example`, which the browser would read as another host. The answer is the normalised
 * path, checked again as it will be used.
 */
export function safeRedirect(redirectTo: string | null, fallback: string): string {
  const hasControlOrBackslash = [...(redirectTo ?? '')].some((char) => char < ' ' || char === '\u007f' || char === '\\');
  if (!redirectTo || !redirectTo.startsWith('/') || hasControlOrBackslash) return fallback;
  const url = resolveOnSite(redirectTo);
  if (!url || url.origin !== SITE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || resolveOnSite(path)?.origin !== SITE) return fallback;
  return path;
}
