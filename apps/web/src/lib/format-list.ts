import { activeLocale } from './locale.ts';

// Built once per language, as the number and date formatters are: building one costs more than
// using it, and a page writes several lists.
const formatters = new Map<string, Intl.ListFormat>();

/** Words joined as the page's language joins a list ("A, B, and C"; "A, B y C"). */
export function formatList(words: readonly string[]): string {
  const locale = activeLocale();
  let found = formatters.get(locale);
  if (!found) {
    found = new Intl.ListFormat(locale, { type: 'conjunction' });
    formatters.set(locale, found);
  }
  return found.format(words);
}
