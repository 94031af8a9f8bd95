import { SIZE_BUCKETS } from '@campuspath/contract/catalog-terms';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import type { Position } from './fit-score.ts';
import { actToSat } from '@campuspath/contract/sat-concordance';

/**
 * What the fit model reads from each school, worked out once per school (at first use, then kept
 * for the life of the catalogue), and the small maths both halves of the model share.
 */

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const logit = (p: number) => Math.log(p / (1 - p));

/** Admission rates are clamped before the logit so 0% and 100% stay finite. */
const RATE_BOUNDS = { min: 0.01, max: 0.99 } as const;
export const SIZE_ORDER = SIZE_BUCKETS.map((bucket) => bucket.id);
/** Earnings map to 0-1 between these (USD, median 10 years after entry); most colleges fall inside. */
export const EARNINGS_SCALE = { low: 25_000, high: 85_000 } as const;

type Range = NonNullable<Position['range']>;

/**
 * What the model reads from a school, worked out once per school (at first use, then kept for the
 * life of the catalogue) so scoring a profile against 3,000 schools is arithmetic only.
 */
export interface SchoolFacts {
  satRange: Range | null;
  actRange: Range | null;
  skewsHigh: boolean;
  /** logit of the clamped admission rate; null without one. */
  rateLogit: number | null;
  outcomes: number | null;
  majorShares: ReadonlyMap<string, number>;
  sizeIndex: number;
}
const FACTS = new WeakMap<CatalogSchool, SchoolFacts>();

export function factsOf(school: CatalogSchool): SchoolFacts {
  let facts = FACTS.get(school);
  if (facts) return facts;
  const { sat, act, admissionRate } = school.admissions;
  const { graduationRate, medianEarnings } = school.outcomes;
  const outcomeParts = [
    graduationRate,
    medianEarnings === null ? null : clamp((medianEarnings - EARNINGS_SCALE.low) / (EARNINGS_SCALE.high - EARNINGS_SCALE.low), 0, 1),
  ].filter((part): part is number => part !== null);
  facts = {
    satRange:
      sat.readingWriting.p25 !== null && sat.readingWriting.p75 !== null && sat.math.p25 !== null && sat.math.p75 !== null
        ? { p25: sat.readingWriting.p25 + sat.math.p25, p75: sat.readingWriting.p75 + sat.math.p75, basis: 'SAT' }
        : null,
    actRange: act.p25 !== null && act.p75 !== null ? { p25: actToSat(act.p25), p75: actToSat(act.p75), basis: 'ACT' } : null,
    skewsHigh: scoresSkewHigh(school),
    rateLogit: admissionRate === null ? null : logit(clamp(admissionRate, RATE_BOUNDS.min, RATE_BOUNDS.max)),
    outcomes: outcomeParts.length ? outcomeParts.reduce((sum, part) => sum + part, 0) / outcomeParts.length : null,
    majorShares: new Map(school.majors.map((major) => [major.code, major.share])),
    sizeIndex: school.students.sizeBucket === null ? -1 : SIZE_ORDER.indexOf(school.students.sizeBucket),
  };
  FACTS.set(school, facts);
  return facts;
}

/** Whether the school's reported scores likely skew high: tests not required, or under half submitted. */
export function scoresSkewHigh(school: CatalogSchool): boolean {
  const { testPolicy, satSubmittedShare, actSubmittedShare } = school.admissions;
  if (testPolicy !== 'required') return true;
  const submitted = Math.max(satSubmittedShare ?? 0, actSubmittedShare ?? 0);
  return submitted < 0.5;
}
