import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BalanceCounts } from '@campuspath/contract/recommendations-terms';
import { formatPercent } from '../../lib/format-percent.ts';

/**
 * The balanced-list check's suggestion in the page's language: the same rule as the contract's
 * balanceSuggestion (which the API sends in English), from the same counts; without a test score
 * the check says what it needs instead. Null when the list is balanced.
 */
export function balanceSuggestionText(i18n: I18n, counts: BalanceCounts, needsTestScore: boolean): string | null {
  if (needsTestScore)
    return i18n._(
      msg`Add an SAT or ACT score to your profile to see how balanced your list is: the check needs your chance at each school.`,
    );
  const safeties = counts.safety + counts.likely;
  const estimated = counts.reach + counts.target + safeties;
  if (estimated === 0) {
    return counts.unknown > 0
      ? i18n._(
          msg`None of your saved schools has an admission estimate yet. Save a few schools that report an admission rate to check your balance.`,
        )
      : i18n._(msg`Save a few schools to see how balanced your list is.`);
  }
  if (safeties === 0)
    return i18n._(msg`Your list has no safety school. Add at least one where your chance is high and you would be happy to go.`);
  if (counts.target === 0) {
    const low = formatPercent(35);
    const high = formatPercent(70);
    return i18n._(msg`Your list has no target school. Add a few where your chance is between ${low} and ${high}.`);
  }
  if (counts.reach === 0) return i18n._(msg`Your list has no reach school. If there is a dream school, it is worth adding one.`);
  if (counts.reach > (counts.target + safeties) * 2)
    return i18n._(msg`Most of your list is reach schools. Add more target and safety schools to balance it.`);
  return null;
}
