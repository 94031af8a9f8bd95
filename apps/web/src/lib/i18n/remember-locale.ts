import { LOCALE_COOKIE, type AppLocale } from './locales.ts';

/** A year: the choice outlives the session, as a choice of language should. */
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Remembers the visitor's choice of language in a cookie the server reads when they come back to
 * `/` (apps/api/src/features/web/page-locale.ts): a choice of English is never overruled by the
 * browser's Spanish, nor the other way round.
 */
export function rememberLocale(locale: AppLocale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
