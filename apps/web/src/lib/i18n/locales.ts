/**
 * The languages CampusPath speaks and where each lives in a URL (docs/i18n.md): English at the
 * root, Spanish under `/es` (`/es/`, `/es/explore`, `/es/universities/139755`). The router runs
 * with the language's basename, so every link inside the app keeps the language it is in.
 * Shared by the server renderer and the browser; the API keeps its own copy of the same rule
 * (apps/api/src/features/web/page-locale.ts), as it never imports web code.
 */
export const LOCALES = ['en', 'es'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'en';

/** The cookie that remembers a visitor's choice of language (read by the API for `/`). */
export const LOCALE_COOKIE = 'campuspath_lang';

/** What `Intl` is given for each language: US English, and the Spanish of the United States. */
export const INTL_LOCALES: Record<AppLocale, string> = { en: 'en-US', es: 'es-US' };

/** Each language's own name, written in that language, for the switch. */
export const LANGUAGE_NAMES: Record<AppLocale, string> = { en: 'English', es: 'Español' };

export const isAppLocale = (value: unknown): value is AppLocale => value === 'en' || value === 'es';

/** The language a path is in: `/es` and everything under it is Spanish. */
export const localeOfPath = (pathname: string): AppLocale => (pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en');

/** The router's basename for a language. */
export const basenameOf = (locale: AppLocale): string => (locale === 'es' ? '/es' : '/');

/** `pathname` (as the router sees it, without a language) in `locale`: `/explore` in Spanish is `/es/explore`, home `/es/`. */
export const pathIn = (locale: AppLocale, pathname: string): string => (locale === 'es' ? `/es${pathname}` : pathname);

/** A path without its language: `/es/explore` is `/explore`, `/es` is `/`. */
export const withoutLocale = (pathname: string): string => (localeOfPath(pathname) === 'es' ? pathname.slice(3) || '/' : pathname);
