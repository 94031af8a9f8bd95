import { activeLocale } from './locale.ts';

// Intl's formatters are costly to build and a results page writes hundreds of figures: one per locale and options.
const formatters = new Map<string, Intl.NumberFormat>();

/** A number formatter for the page's language (lib/locale.ts), kept once built. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = activeLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}
