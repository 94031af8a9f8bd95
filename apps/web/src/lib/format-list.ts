import { activeLocale } from './locale.ts';

/** Words joined as the page's language joins a list ("A, B, and C"; "A, B y C"). */
export function formatList(words: readonly string[]): string {
  return new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(words);
}
