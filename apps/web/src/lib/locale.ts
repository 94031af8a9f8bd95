/**
 * The language dates (and later every formatted value) are written in. One place to read it: the
 * formatters ask here, never hard-code a locale at a call site, so a second language changes this
 * function (the person's stored choice, the page's URL) and nothing else.
 */
export const DEFAULT_LOCALE = 'en-US';

export function activeLocale(): string {
  return DEFAULT_LOCALE;
}
