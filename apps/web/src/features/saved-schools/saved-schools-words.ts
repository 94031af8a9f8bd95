import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { SAVED_SCHOOLS_MAX } from '@campuspath/contract/saved-schools-terms';

/** The contract's SAVED_SCHOOLS_FULL_MESSAGE in the page's language (the same English). */
export function savedSchoolsFullText(i18n: I18n): string {
  const max = SAVED_SCHOOLS_MAX;
  return i18n._(msg`You can save up to ${max} universities. Remove one to save another.`);
}

/** Bookmarks made in this browser that the account had no room for, when signing in merged them. */
export const notMergedText = (i18n: I18n, count: number): string =>
  `${i18n._(
    msg`${plural(count, { one: '# university', other: '# universities' })} saved in this browser could not be added to your account.`,
  )} ${savedSchoolsFullText(i18n)}`;
