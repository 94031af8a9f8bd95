import type { I18n } from '@lingui/core';
import { msg, selectOrdinal } from '@lingui/core/macro';
import type { Chance, SentencePart } from '@campuspath/contract/recommendations';
import { formatChanceRange } from './chance-range.ts';
import { formatPercent } from './format-percent.ts';
import { yearText } from './year-text.ts';

/**
 * The sentences behind a chance estimate in the page's language: the API sends each as a key and
 * its figures (`explanationParts`, apps/api/src/features/recommendations/fit-parts.ts) beside its
 * English (`explanation`), which a sentence this build does not know still shows.
 */

const text = (values: SentencePart['values'], name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : String(value ?? '');
};
const num = (values: SentencePart['values'], name: string): number => Number(values[name] ?? 0);

/** "Your score, around the 62nd percentile…": an ordinal in English, the bare number in Spanish. */
export function percentileWords(i18n: I18n, percentile: number): string {
  return i18n._(msg`the ${selectOrdinal(percentile, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} percentile`);
}

/** The admission rate as a sentence's start: "Georgia Tech admitted 17% of applicants in fall 2023". */
function rateClause(i18n: I18n, values: SentencePart['values']): string {
  const school = text(values, 'school');
  const rate = formatPercent(num(values, 'rate'));
  // The API words the year in English ("fall 2023").
  const year = text(values, 'year') && yearText(i18n, text(values, 'year'));
  if (num(values, 'allCampuses') === 1) {
    return year
      ? i18n._(msg`${school} admitted ${rate} of applicants in ${year} (all campuses sharing its federal aid ID)`)
      : i18n._(msg`${school} admitted ${rate} of applicants (all campuses sharing its federal aid ID)`);
  }
  return year ? i18n._(msg`${school} admitted ${rate} of applicants in ${year}`) : i18n._(msg`${school} admitted ${rate} of applicants`);
}

function chanceSentence(i18n: I18n, { key, values }: SentencePart): string | null {
  const school = text(values, 'school');
  const pctOf = (name: string) => formatPercent(num(values, name));
  switch (key) {
    case 'open-admission':
      return i18n._(
        msg`${school} has open admission: it admits applicants who meet its basic requirements (usually a high school diploma or equivalent), so no estimate is needed.`,
      );
    case 'needs-score':
      return i18n._(
        msg`A chance needs your SAT or ACT score, placed within the scores of ${school}'s enrolled students; your profile has none yet.`,
      );
    case 'no-range':
      return i18n._(
        msg`${school} reports no SAT or ACT range for its enrolled students, so your score cannot be placed and there is no estimate.`,
      );
    case 'no-rate':
      return i18n._(msg`${school} reports no admission rate, so we cannot estimate a chance.`);
    case 'rate-not-chance': {
      const clause = rateClause(i18n, values);
      return i18n._(msg`${clause}: that is every applicant's rate, not your chance.`);
    }
    case 'rate-start': {
      const clause = rateClause(i18n, values);
      return i18n._(msg`${clause}; that is the starting point.`);
    }
    case 'position': {
      const where = percentileWords(i18n, num(values, 'percentile'));
      const estimate = pctOf('estimate');
      const direction = text(values, 'direction');
      if (direction === 'raises')
        return i18n._(msg`Your score, around ${where} of its enrolled students, raises the estimate to about ${estimate}.`);
      if (direction === 'lowers')
        return i18n._(msg`Your score, around ${where} of its enrolled students, lowers the estimate to about ${estimate}.`);
      return i18n._(msg`Your score, around ${where} of its enrolled students, keeps the estimate to about ${estimate}.`);
    }
    case 'range-skews':
    case 'range': {
      const range = formatChanceRange({ low: num(values, 'low'), high: num(values, 'high') })!;
      return key === 'range'
        ? i18n._(msg`The range ${range} allows for this year's applicants differing from last year's.`)
        : i18n._(
            msg`The range ${range} is wider because it does not require test scores (or few students sent them), so the scores it reports skew high.`,
          );
    }
    case 'reach-selective': {
      const selective = pctOf('selective');
      return i18n._(msg`Reach: colleges admitting ${selective} or fewer are a reach for everyone.`);
    }
    case 'reach': {
      const below = pctOf('below');
      return i18n._(msg`Reach: the estimate is under ${below}.`);
    }
    case 'safety': {
      const above = pctOf('above');
      return i18n._(msg`Safety: the estimate is over ${above} and the college admits at least half its applicants.`);
    }
    case 'target-selective': {
      const above = pctOf('above');
      return i18n._(msg`Target: the estimate is over ${above}, but the college admits fewer than half its applicants.`);
    }
    case 'target': {
      const below = pctOf('below');
      const above = pctOf('above');
      return i18n._(msg`Target: the estimate is between ${below} and ${above}.`);
    }
    case 'caveat': {
      const floor = pctOf('floor');
      const ceiling = pctOf('ceiling');
      return i18n._(
        msg`Estimates stay between ${floor} and ${ceiling}: nobody is certain either way. Essays, grades and activities can move a real decision far from any estimate.`,
      );
    }
    default:
      return null;
  }
}

/** The chance's explanation, sentence by sentence; the API's English for one this build does not know. */
export function chanceExplanation(i18n: I18n, chance: Pick<Chance, 'explanation' | 'explanationParts'>): string[] {
  return chance.explanation.map((english, index) => {
    const part = chance.explanationParts[index];
    return (part && chanceSentence(i18n, part)) ?? english;
  });
}
