import { localTimeZone } from './render-moment.ts';

/** Read by the API (apps/api/src/features/web/signed-in-page.ts) when it renders a signed-in page. */
const TIME_ZONE_COOKIE = 'campuspath_tz';
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Tells the server this device's time zone while someone is signed in, so the signed-in pages it
 * renders say "due today" and "3 days left" on the person's calendar rather than the server's
 * (the browser then hydrates in that zone: lib/render-moment.ts). Written only when it changed.
 */
export function rememberTimeZone(): void {
  const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(localTimeZone())}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** Signing out: the zone is only kept for someone signed in (the Cookie Policy says so). */
export function forgetTimeZone(): void {
  document.cookie = `${TIME_ZONE_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
