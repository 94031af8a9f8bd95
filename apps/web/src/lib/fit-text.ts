import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import type { SchoolFit } from '@campuspath/contract/recommendations';
import { percentileWords } from './chance-text.ts';
import { incomeBandText } from './data-terms.ts';
import { formatMoney } from './format-money.ts';
import { valueNumber, valueText } from './fit-values.ts';

/**
 * The fit's sentences in the page's language: the academic position and the price. The API sends
 * each as a key and its figures (`sentencePart`) beside its English, which a sentence this build
 * does not know still shows. "Why this school" is in fit-why-text.ts, each match part's sentence
 * in match-text.ts, the chance's in chance-text.ts.
 */

/** Where the student's score sits among enrolled students. */
export function academicText(i18n: I18n, academics: Pick<SchoolFit['academics'], 'sentence' | 'sentencePart'>): string {
  const { key, values } = academics.sentencePart;
  if (key === 'no-score') return i18n._(msg`Add an SAT or ACT score to your profile to see where you sit among enrolled students.`);
  if (key === 'no-range') {
    const school = valueText(values, 'school');
    return i18n._(msg`${school} reports no SAT or ACT range for enrolled students, so your score could not be placed.`);
  }
  if (key !== 'placed') return academics.sentence;
  // Test scores are written as the College Board and ACT print them, without a thousands separator.
  const score = (name: string) => valueText(values, name);
  const [act, sat, p25, p75, actP25, actP75] = [score('act'), score('sat'), score('p25'), score('p75'), score('actP25'), score('actP75')];
  const where = percentileWords(i18n, valueNumber(values, 'percentile'));
  const fromAct = valueText(values, 'basis') === 'ACT';
  if (valueText(values, 'rangeBasis') === 'ACT') {
    return fromAct
      ? i18n._(
          msg`Your ACT ${act} (about ${sat} on the SAT, 2018 ACT/SAT concordance) is around ${where} of enrolled students (its enrolled students' ACT middle 50% is ${actP25}–${actP75}, about ${p25}–${p75} on the SAT).`,
        )
      : i18n._(
          msg`Your SAT ${sat} is around ${where} of enrolled students (its enrolled students' ACT middle 50% is ${actP25}–${actP75}, about ${p25}–${p75} on the SAT).`,
        );
  }
  return fromAct
    ? i18n._(
        msg`Your ACT ${act} (about ${sat} on the SAT, 2018 ACT/SAT concordance) is around ${where} of enrolled students (its enrolled students' SAT middle 50% is ${p25}–${p75}).`,
      )
    : i18n._(msg`Your SAT ${sat} is around ${where} of enrolled students (its enrolled students' SAT middle 50% is ${p25}–${p75}).`);
}

export const gpaText = (i18n: I18n) =>
  i18n._(msg`GPA was not used: the federal data has no GPA reference for this college, and we do not guess one.`);

/** The price the budget was compared with, and which figure it is. */
export function priceText(i18n: I18n, price: NonNullable<Pick<SchoolFit, 'price'>['price']>): string {
  const { key, values } = price.sentencePart;
  const amount = formatMoney(valueNumber(values, 'amount'));
  const school = valueText(values, 'school');
  const year = valueText(values, 'year') || i18n._(msg`latest year`);
  let sentence: string;
  if (key === 'income-band') {
    const band = incomeBandText(i18n, valueText(values, 'band') as IncomeBand);
    sentence = i18n._(
      msg`Families earning ${band} paid ${amount} a year on average after grants (${year} net price); the college's own net price calculator gives a personal figure.`,
    );
  } else if (key === 'overall-net-price') {
    sentence = i18n._(
      msg`${school} reports no net price for your income band; students paid ${amount} a year on average after grants (${year}).`,
    );
  } else if (key === 'cost-of-attendance') {
    sentence = i18n._(
      msg`The sticker cost is ${amount} a year (cost of attendance); add your family income band to see what families like yours paid.`,
    );
  } else {
    return price.sentence;
  }
  return valueNumber(values, 'inState') === 1 ? `${sentence} ${i18n._(msg`Public colleges: this is the in-state figure.`)}` : sentence;
}
