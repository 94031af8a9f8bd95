import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Apart from school-in-language.ts: a college card shows a figure's year too, and need not load the rest.

/** A figure's year as the API words it, in the page's language. */
export function yearText(i18n: I18n, year: string): string {
  const fall = /^fall (\d{4})$/.exec(year);
  if (!fall) return year;
  const start = fall[1]!;
  return i18n._(msg`fall ${start}`);
}

/** Each of a map's years in the page's language (a detail's `figureYears`, a card's `olderYears`). */
export function yearsIn<K extends string>(i18n: I18n, years: Partial<Record<K, string>>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(years).map(([key, year]) => [key, yearText(i18n, year as string)])) as Partial<
    Record<K, string>
  >;
}
