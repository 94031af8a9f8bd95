import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IncomeBand, LocaleKind, Region, SizeBucket } from '@campuspath/contract/catalog-terms';
import type { MajorCode } from '@campuspath/contract/major-families';
import type { SchoolFit, SentencePart } from '@campuspath/contract/recommendations';
import { percentileWords } from './chance-text.ts';
import { CHANCE_LABEL_NAMES, REGION_LABELS, SETTING_KIND_LABELS, SIZE_HINTS, SIZE_LABELS, incomeBandText } from './data-terms.ts';
import { formatList } from './format-list.ts';
import { formatMoney } from './format-money.ts';
import { formatPercent } from './format-percent.ts';
import { activeAppLocale } from './locale.ts';
import { majorFamilyLabel } from './major-family-labels.ts';

/**
 * The fit's sentences in the page's language: "why this school", the academic position and the
 * price. The API sends each as a key and its figures (`whyParts`, `sentencePart`) beside its
 * English, which a sentence this build does not know still shows. Each match part's sentence is
 * in match-text.ts.
 */

type Values = SentencePart['values'];
export const valueText = (values: Values, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : String(value ?? '');
};
export const valueNumber = (values: Values, name: string): number => Number(values[name] ?? 0);
export const valueList = (values: Values, name: string): string[] => {
  const value = values[name];
  return Array.isArray(value) ? value : [];
};

/** Words joined as the API's English joins them ("a, b and c"), and as the page's language does otherwise. */
export function joinWords(words: string[]): string {
  if (activeAppLocale() !== 'en') return formatList(words);
  return words.length <= 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const majorsText = (i18n: I18n, codes: string[]) => codes.map((code) => majorFamilyLabel(i18n, code as MajorCode) ?? code);
export const regionText = (i18n: I18n, region: string) => (REGION_LABELS[region as Region] ? i18n._(REGION_LABELS[region as Region]) : region);
export const settingText = (i18n: I18n, kind: string) =>
  (SETTING_KIND_LABELS[kind as LocaleKind] ? i18n._(SETTING_KIND_LABELS[kind as LocaleKind]) : kind).toLocaleLowerCase();
export const sizeText = (i18n: I18n, size: string) =>
  (SIZE_LABELS[size as SizeBucket] ? i18n._(SIZE_LABELS[size as SizeBucket]) : size).toLocaleLowerCase();
export const sizeHintText = (i18n: I18n, size: string) =>
  (SIZE_HINTS[size as SizeBucket] ? i18n._(SIZE_HINTS[size as SizeBucket]) : size).toLocaleLowerCase();

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
    sentence = i18n._(msg`${school} reports no net price for your income band; students paid ${amount} a year on average after grants (${year}).`);
  } else if (key === 'cost-of-attendance') {
    sentence = i18n._(
      msg`The sticker cost is ${amount} a year (cost of attendance); add your family income band to see what families like yours paid.`,
    );
  } else {
    return price.sentence;
  }
  return valueNumber(values, 'inState') === 1 ? `${sentence} ${i18n._(msg`Public colleges: this is the in-state figure.`)}` : sentence;
}
