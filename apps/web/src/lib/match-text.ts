import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MatchComponent } from '@campuspath/contract/recommendations';
import { joinWords, majorsText, regionText, settingText, sizeHintText, valueList, valueNumber, valueText } from './fit-values.ts';
import { SIZE_LABELS } from './data-terms.ts';
import { formatMoney } from './format-money.ts';
import { formatPercent } from './format-percent.ts';
import type { SizeBucket } from '@campuspath/contract/catalog-terms';

/**
 * Each match part's sentence in the page's language, from its key and figures (`sentencePart`);
 * the API's English (`sentence`) for one this build does not know.
 */

const NEUTRAL = {
  academics: msg`No SAT or ACT range reported: counted as neutral.`,
  cost: msg`No cost reported: counted as neutral.`,
  size: msg`Size not reported: counted as neutral.`,
  setting: msg`Setting not reported: counted as neutral.`,
  outcomes: msg`Graduation and earnings not reported: counted as neutral.`,
} as const;

const NOT_SCORED = {
  academics: msg`Not scored: add an SAT or ACT score.`,
  majors: msg`Not scored: choose intended majors.`,
  cost: msg`Not scored: add a yearly budget.`,
  location: msg`Not scored: choose preferred regions or states.`,
  size: msg`Not scored: choose preferred sizes.`,
  setting: msg`Not scored: choose preferred settings.`,
} as const;

function partSentence(i18n: I18n, id: string, key: string, values: MatchComponent['sentencePart']['values']): string | null {
  if (key === 'not-scored' && id in NOT_SCORED) return i18n._(NOT_SCORED[id as keyof typeof NOT_SCORED]);
  if (key === 'neutral' && id in NEUTRAL) return i18n._(NEUTRAL[id as keyof typeof NEUTRAL]);
  const money = (name: string) => formatMoney(valueNumber(values, name));
  switch (`${id}:${key}`) {
    case 'academics:well-above':
      return i18n._(msg`Your scores are well above most enrolled students: you may find more challenge elsewhere.`);
    case 'academics:above':
      return i18n._(msg`Your scores are above its middle 50%.`);
    case 'academics:within':
      return i18n._(msg`Your scores are within its middle 50%.`);
    case 'academics:below':
      return i18n._(msg`Your scores are below its middle 50%.`);
    case 'majors:none': {
      const majors = joinWords(majorsText(i18n, valueList(values, 'majors')));
      return i18n._(msg`It awards no degrees in ${majors}.`);
    }
    case 'majors:awards': {
      const shares = valueList(values, 'shares');
      const majors = joinWords(
        majorsText(i18n, valueList(values, 'majors')).map((major, index) => {
          const share = formatPercent(Number(shares[index] ?? 0));
          return i18n._(msg`${major} (${share} of its degrees)`);
        }),
      );
      return i18n._(msg`It awards degrees in ${majors}.`);
    }
    case 'cost:within': {
      const [amount, budget] = [money('amount'), money('budget')];
      return i18n._(msg`${amount} a year is within your ${budget} budget.`);
    }
    case 'cost:over': {
      const [amount, over, budget] = [money('amount'), money('over'), money('budget')];
      return i18n._(msg`${amount} a year is ${over} over your ${budget} budget.`);
    }
    case 'location:state': {
      const state = valueText(values, 'state');
      return i18n._(msg`In ${state}, a state you chose.`);
    }
    case 'location:region':
    case 'location:other': {
      const state = valueText(values, 'state');
      const region = regionText(i18n, valueText(values, 'region'));
      return key === 'region'
        ? i18n._(msg`In ${state} (${region}), a region you chose.`)
        : i18n._(msg`In ${state} (${region}), not a region or state you chose.`);
    }
    case 'size:chosen':
    case 'size:near':
    case 'size:other': {
      const bucket = valueText(values, 'size') as SizeBucket;
      if (!(bucket in SIZE_LABELS)) return null;
      const size = i18n._(SIZE_LABELS[bucket]);
      const hint = sizeHintText(i18n, bucket);
      if (key === 'chosen') return i18n._(msg`${size} (${hint}): a size you chose.`);
      if (key === 'near') return i18n._(msg`${size} (${hint}): next to a size you chose.`);
      return i18n._(msg`${size} (${hint}): not a size you chose.`);
    }
    case 'setting:chosen':
    case 'setting:other': {
      const setting = settingText(i18n, valueText(values, 'setting'));
      return key === 'chosen'
        ? i18n._(msg`A ${setting} campus, a setting you chose.`)
        : i18n._(msg`A ${setting} campus, not a setting you chose.`);
    }
    case 'outcomes:reported': {
      const rate = 'graduationRate' in values ? formatPercent(valueNumber(values, 'graduationRate')) : null;
      const earnings = money('medianEarnings');
      if (rate && 'medianEarnings' in values) {
        return i18n._(
          msg`${rate} graduate; former students who received federal aid, finished or not, earn ${earnings} (median, 10 years after entry).`,
        );
      }
      if (rate) return i18n._(msg`${rate} graduate.`);
      return i18n._(msg`Former students who received federal aid, finished or not, earn ${earnings} (median, 10 years after entry).`);
    }
    default:
      return null;
  }
}

/** A match part's sentence in the page's language. */
export function matchSentence(i18n: I18n, component: Pick<MatchComponent, 'id' | 'sentence' | 'sentencePart'>): string {
  return partSentence(i18n, component.id, component.sentencePart.key, component.sentencePart.values) ?? component.sentence;
}
