import { DEFAULT_LOCALE, INTL_LOCALES, type AppLocale } from './i18n/locales.ts';

/**
 * The language numbers, money and dates are written in (`Intl`'s locale: `en-US`, `es-US`). One
 * place to read it: the formatters ask here, never hard-code a locale at a call site. Set once
 * per page in the browser (main.tsx: a change of language loads a new page) and at the start of
 * each server render (entry-server.tsx), which the API runs one at a time (web.routes.ts), so a
 * render never sees another's language.
 */
let current: AppLocale = DEFAULT_LOCALE;

export function setActiveLocale(locale: AppLocale): void {
  current = locale;
}

/** The language of the page, as the app names it (`en`, `es`). */
export const activeAppLocale = (): AppLocale => current;

/** The language of the page, as `Intl` names it. */
export function activeLocale(): string {
  return INTL_LOCALES[current];
}
