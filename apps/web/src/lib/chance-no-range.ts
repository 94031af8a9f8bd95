import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Chance } from '@campuspath/contract/recommendations';
import type { ChanceUnavailable } from '@campuspath/contract/recommendations-terms';

/** Why a chance has no range (the API's summary after its label): the pill already says the label. */
const NO_RANGE: Record<ChanceUnavailable, MessageDescriptor> = {
  testScore: msg`Add an SAT or ACT score`,
  scoreRange: msg`No test score range reported`,
  admissionRate: msg`Admission rate not reported`,
};
const OPEN_ADMISSION = msg`Open admission`;

/**
 * The line a chance without a range shows, in the page's language (the recommendations' chance
 * line, the college page's "Your chance"); the API's English summary only for a reason this
 * build does not know.
 */
export function chanceWithoutRangeText(i18n: I18n, chance: Pick<Chance, 'unavailable' | 'label' | 'summary'>): string {
  if (chance.unavailable && NO_RANGE[chance.unavailable]) return i18n._(NO_RANGE[chance.unavailable]);
  return chance.label === 'likely' ? i18n._(OPEN_ADMISSION) : chance.summary;
}
