import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { numberFormat } from '../../lib/number-format.ts';

/**
 * What the word counter says, in the page's language: "712 / 650 words — 62 over the limit" when
 * over the maximum, "480 / 650 words" within it and "480 words" without one.
 */
export function describeWordCount(i18n: I18n, count: number, maxWords: number | null): { text: string; over: number } {
  const shown = numberFormat().format(count);
  if (maxWords === null) return { text: i18n._(msg`${plural(count, { one: '# word', other: `${shown} words` })}`), over: 0 };
  const over = Math.max(0, count - maxWords);
  const max = numberFormat().format(maxWords);
  if (over === 0) return { text: i18n._(msg`${shown} / ${max} words`), over };
  const overBy = numberFormat().format(over);
  return { text: i18n._(msg`${shown} / ${max} words — ${overBy} over the limit`), over };
}

/** "1,200 words", for a version or a text beside another. */
export function wordsText(i18n: I18n, count: number): string {
  const shown = numberFormat().format(count);
  return i18n._(msg`${plural(count, { one: '# word', other: `${shown} words` })}`);
}
