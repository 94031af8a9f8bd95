import { DEFAULT_LOCALE, INTL_LOCALES, type AppLocale } from './i18n/locales.ts';

/**
 * The language numbers, money and dates are written in (`Intl`'s locale: `en-US`, `es-US`). One
 * place to read it: the formatters ask here, never hard-code a locale at a call site. Set once
 * per page in the browser (main.tsx: a change of language loads a new page). On the server,
 * renders overlap, so the server renderer names a source that knows each render's own language
 * (entry-server.tsx), and a render never sees another's.
 */
let current: AppLocale = DEFAULT_LOCALE;
let source: (() => AppLocale | undefined) | undefined;

export function setActiveLocale(locale: AppLocale): void {
  current = locale;
}

/** The server renderer's way to give each render its own language. */
export function readLocaleFrom(read: () => AppLocale | undefined): void {
  source = read;
}

/** The language of the page, as the app names it (`en`, `es`). */
export const activeAppLocale = (): AppLocale => source?.() ?? current;

/** The language of the page, as `Intl` names it. */
export function activeLocale(): string {
  return INTL_LOCALES[activeAppLocale()];
}

/**
 * The formatters' words for a missing figure. They run outside React, where the page's messages
 * are not at hand, so both languages are written here (the components' own is `NOT_REPORTED` in
 * data-terms.ts, with the same Spanish).
 */
const NOT_REPORTED: Record<AppLocale, string> = { en: 'Not reported', es: 'No reportado' };

export const notReported = (): string => NOT_REPORTED[activeAppLocale()];
