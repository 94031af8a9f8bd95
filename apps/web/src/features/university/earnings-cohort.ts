import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SchoolDetail } from '@campuspath/contract/school-detail';

/**
 * Whose earnings the median is, in the page's language: the Scorecard measures students ten years
 * after they entered (the API's `dataVintage.earnings` is the same in English). Null without a year.
 */
export function earningsCohort(i18n: I18n, school: Pick<SchoolDetail, 'fieldSources'>, startOfSentence = false): string | null {
  const year = school.fieldSources['outcomes.medianEarnings']?.year;
  if (!year) return null;
  const start = Number(year.slice(0, 4)) - 10;
  const entered = `${start}-${String(start + 1).slice(2)}`;
  return startOfSentence
    ? i18n._(msg`Students who entered in ${entered}, measured 10 years later (College Scorecard ${year})`)
    : i18n._(msg`students who entered in ${entered}, measured 10 years later (College Scorecard ${year})`);
}
