import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { numberFormat } from './number-format.ts';

/** "1 university", "1,234 universities" in the page's language (the figure through lib/number-format.ts, es-US's "1,234" too). */
export function universitiesCount(i18n: I18n, count: number): string {
  const shown = numberFormat().format(count);
  return i18n._(msg`${plural(count, { one: '# university', other: `${shown} universities` })}`);
}
