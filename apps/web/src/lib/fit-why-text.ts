import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SchoolFit, SentencePart } from '@campuspath/contract/recommendations';
import { CHANCE_LABEL_NAMES } from './data-terms.ts';
import { formatPercent } from './format-percent.ts';
import { joinWords, majorsText, regionText, settingText, sizeText, valueList, valueNumber, valueText } from './fit-values.ts';

/**
 * "Why this school" in the page's language, from its lead and reasons (`whyParts`); the API's
 * English (`why`) when a part is one this build does not know. Apart from fit-text.ts, as the
 * dashboard's top recommendations show only this line.
 */

function reasonText(i18n: I18n, { key, values }: SentencePart): string | null {
  switch (key) {
    case 'academics':
      return i18n._(msg`your scores fit its range`);
    case 'majors': {
      const majors = joinWords(majorsText(i18n, valueList(values, 'majors')));
      return i18n._(msg`strong in ${majors}`);
    }
    case 'cost':
      return i18n._(msg`within your budget`);
    case 'state': {
      const state = valueText(values, 'state');
      return i18n._(msg`in ${state}`);
    }
    case 'region': {
      const region = regionText(i18n, valueText(values, 'region'));
      return i18n._(msg`in the ${region}`);
    }
    case 'size': {
      const size = sizeText(i18n, valueText(values, 'size'));
      return i18n._(msg`a ${size} school you prefer`);
    }
    case 'setting': {
      const setting = settingText(i18n, valueText(values, 'setting'));
      return i18n._(msg`a ${setting} campus you prefer`);
    }
    case 'graduation': {
      const rate = formatPercent(valueNumber(values, 'graduationRate'));
      return i18n._(msg`${rate} graduate`);
    }
    case 'earnings':
      return i18n._(msg`strong graduate earnings`);
    default:
      return null;
  }
}

function leadText(i18n: I18n, { key, values }: SentencePart): string | null {
  if (key === 'no-test-score') return i18n._(msg`No chance estimate without a test score`);
  if (key === 'no-estimate') return i18n._(msg`No admission estimate`);
  if (key === 'open-admission') return i18n._(msg`Open admission`);
  const label = valueText(values, 'label');
  if (key !== 'label' || !(label in CHANCE_LABEL_NAMES)) return null;
  if (label === 'reach') return i18n._(msg`A reach for you`);
  if (label === 'target') return i18n._(msg`A target for you`);
  if (label === 'safety') return i18n._(msg`A safety for you`);
  return null;
}

/** "Why this school" in one line: the label and the strongest reasons. */
export function whyText(i18n: I18n, fit: Pick<SchoolFit, 'why' | 'whyParts'>): string {
  const lead = leadText(i18n, fit.whyParts.lead);
  const reasons = fit.whyParts.reasons.map((reason) => reasonText(i18n, reason));
  if (lead === null || reasons.some((reason) => reason === null)) return fit.why;
  if (!reasons.length) return i18n._(msg`${lead}; it matches few of your preferences.`);
  const strengths = joinWords(reasons as string[]);
  return i18n._(msg`${lead}: ${strengths}.`);
}
