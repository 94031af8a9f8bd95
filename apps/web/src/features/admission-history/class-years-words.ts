import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The class years an import holds, in the page's language, for the counselor's imports list and
 * the summary of an import: "class years 2022–2026", "the class of 2024", "class years 2022, 2024
 * and 2025"), or every year when there are none.
 */
export function classYearsWords(i18n: I18n, classYears: readonly number[] | null): string {
  if (!classYears || classYears.length === 0) return i18n._(msg`every class year it holds`);
  const sorted = [...classYears].sort((a, b) => a - b);
  const first = String(sorted[0]);
  const last = String(sorted.at(-1));
  if (sorted.length === 1) return i18n._(msg`the class of ${first}`);
  const consecutive = sorted.every((year, index) => index === 0 || year === sorted[index - 1]! + 1);
  if (consecutive) return i18n._(msg`class years ${first}–${last}`);
  const years = sorted.slice(0, -1).join(', ');
  return i18n._(msg`class years ${years} and ${last}`);
}
