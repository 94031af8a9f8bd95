import type { SentencePart } from '@campuspath/contract/recommendations';
import { CHANCE_RULES } from '@campuspath/contract/recommendations-terms';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { fallOf, fieldSource } from '../schools/school-vintage.ts';
import { percentileOf } from './fit-model.ts';
import type { FitProfile, FitScore } from './fit-score.ts';
import { pct } from './fit-words.ts';

/**
 * The fit's sentences as facts (a key and its figures), beside the English ones fit-explain.ts and
 * chance-explain.ts write: the web words them in the page's language, the English stays for the
 * API's other readers. Each key names one English sentence there; keep the two in step.
 */

const part = (key: string, values: SentencePart['values'] = {}): SentencePart => ({ key, values });

/** The admission rate's facts: "Georgia Tech admitted 17% of applicants in fall 2023 (all campuses …)". */
function rateValues(school: CatalogSchool): SentencePart['values'] {
  const rateYear = fieldSource(school, 'admissions.admissionRate')?.year;
  return {
    school: school.name,
    rate: pct(school.admissions.admissionRate!),
    year: rateYear ? fallOf(rateYear) : '',
    allCampuses: school.admissions.admissionRateScope === 'all-campuses' ? 1 : 0,
  };
}

/** The chance's explanation, sentence by sentence, as chance-explain.ts writes it. */
export function chanceParts(
  school: CatalogSchool,
  score: FitScore,
  percents: { estimate: number; low: number; high: number } | null,
): SentencePart[] {
  const { chance, position } = score;
  if (chance.label === 'likely') return [part('open-admission', { school: school.name })];
  if (!percents || chance.label === null || position.z === null) {
    const reason = chance.unavailable ?? 'admissionRate';
    if (reason === 'admissionRate') return [part('no-rate', { school: school.name })];
    return [
      part(reason === 'testScore' ? 'needs-score' : 'no-range', { school: school.name }),
      part('rate-not-chance', rateValues(school)),
    ];
  }
  const direction = position.z > 0.05 ? 'raises' : position.z < -0.05 ? 'lowers' : 'keeps';
  const rate = school.admissions.admissionRate!;
  const rules = { selective: pct(CHANCE_RULES.selectiveRate), below: pct(CHANCE_RULES.reachBelow), above: pct(CHANCE_RULES.safetyAbove) };
  const label =
    chance.label === 'reach'
      ? rate <= CHANCE_RULES.selectiveRate
        ? part('reach-selective', rules)
        : part('reach', rules)
      : chance.label === 'safety'
        ? part('safety', rules)
        : chance.p! > CHANCE_RULES.safetyAbove
          ? part('target-selective', rules)
          : part('target', rules);
  return [
    part('rate-start', rateValues(school)),
    part('position', { percentile: percentileOf(position.z), direction, estimate: percents.estimate }),
    part(chance.skewsHigh ? 'range-skews' : 'range', { low: percents.low, high: percents.high }),
    label,
    part('caveat', { floor: pct(CHANCE_RULES.floor), ceiling: pct(CHANCE_RULES.ceiling) }),
  ];
}

/** The academic position's sentence, as fit-explain.ts writes it. */
export function academicPart(profile: FitProfile, school: CatalogSchool, score: FitScore): SentencePart {
  const { position } = score;
  const hasScore = position.basis === 'ACT' || position.studentSat !== null;
  if (!hasScore) return part('no-score');
  if (position.z === null || !position.range) return part('no-range', { school: school.name });
  return part('placed', {
    basis: position.basis ?? 'SAT',
    act: profile.act ?? 0,
    sat: position.studentSat ?? 0,
    percentile: percentileOf(position.z),
    rangeBasis: position.range.basis,
    p25: position.range.p25,
    p75: position.range.p75,
    actP25: school.admissions.act.p25 ?? 0,
    actP75: school.admissions.act.p75 ?? 0,
  });
}

/** The price's sentence, as fit-explain.ts writes it. */
export function pricePart(school: CatalogSchool, profile: FitProfile, price: NonNullable<FitScore['price']>): SentencePart {
  const yearOf = (field: string) => fieldSource(school, field)?.year ?? '';
  const common = { school: school.name, amount: price.amount, inState: school.control === 'public' ? 1 : 0 };
  if (price.basis === 'income-band') {
    return part('income-band', { ...common, band: profile.incomeBand!, year: yearOf(`netPrice.byIncome.${profile.incomeBand!}`) });
  }
  if (price.basis === 'overall-net-price') return part('overall-net-price', { ...common, year: yearOf('netPrice.overall') });
  return part('cost-of-attendance', common);
}
