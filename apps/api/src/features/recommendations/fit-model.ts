import { CHANCE_RULES, MATCH_COMPONENTS, type ChanceLabel } from '@campuspath/contract/recommendations-terms';
import type { IncomeBand, LocaleKind, Region, SizeBucket } from '@campuspath/contract/catalog-terms';
import { SIZE_BUCKETS } from '@campuspath/contract/catalog-terms';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { actToSat } from './sat-concordance.ts';

/**
 * The admission fit model (issue 5): pure functions of a student's profile and one catalogue
 * school, returning numbers only (fit-explain.ts turns them into sentences). Scoring every school
 * for one profile must stay well under 15 ms (`npm run bench:fit`), so nothing here allocates more
 * than the result.
 *
 * Academic position: the student's best score on the SAT scale (ACT converted with the 2018
 * concordance) against the middle 50% of the school's enrolled students, read as a normal
 * distribution: m = (p25 + p75) / 2, s = (p75 - p25) / 1.349 (the interquartile range of a normal
 * is 1.349 standard deviations), z = (score - m) / s. GPA is never used: neither the Scorecard nor
 * IPEDS publishes a GPA reference for any college, and we do not invent one.
 *
 * Chance: logit(p) = logit(r) + B * z, r the admission rate, clamped to 3%-95%, shown as the range
 * logit(p) ± w. B = 1 (issue 5's starting value): one spread above the middle of enrolled students
 * multiplies the odds by e (about 2.7). w grows with what we do not know (see RANGE_WIDTH).
 */

export interface FitProfile {
  satTotal: number | null;
  act: number | null;
  intendedMajors: readonly string[];
  regions: readonly Region[];
  /** USPS codes. */
  states: readonly string[];
  sizes: readonly SizeBucket[];
  settings: readonly LocaleKind[];
  budget: number | null;
  incomeBand: IncomeBand | null;
}

/** The weight of the student's position on the log-odds of admission. */
export const POSITION_WEIGHT = 1;

/**
 * Half-width of the chance range, in log-odds. The base reflects that admission rates and score
 * ranges describe last year's class, not this student; each unknown widens it.
 */
export const RANGE_WIDTH = {
  base: 0.4,
  /** No score to place the student (none on the profile, or no range reported by the school). */
  positionUnknown: 0.6,
  /** Test-optional, test-blind or unreported policy, or fewer than half the class submitted scores: the reported range skews high. */
  scoresSkewHigh: 0.3,
} as const;

/** The narrowest spread used for a reported range, so a range like 1500-1500 cannot give an infinite z. */
const MIN_SPREAD = 15;
/** Admission rates are clamped before the logit so 0% and 100% stay finite. */
const RATE_BOUNDS = { min: 0.01, max: 0.99 } as const;

export type Confidence = 'higher' | 'medium' | 'low';

export interface Position {
  studentSat: number | null;
  basis: 'SAT' | 'ACT' | null;
  range: { p25: number; p75: number; basis: 'SAT' | 'ACT' } | null;
  /** Standard scores from the middle of enrolled students; null when it cannot be placed. */
  z: number | null;
}

export interface ChanceEstimate {
  label: ChanceLabel | null;
  /** Fractions; null for open admission and for colleges with no admission rate. */
  p: number | null;
  low: number | null;
  high: number | null;
  /** Half-width used, in log-odds; null without an estimate. */
  width: number | null;
  confidence: Confidence | null;
  skewsHigh: boolean;
}

export interface FitScore {
  position: Position;
  chance: ChanceEstimate;
  /** Component id -> 0-1, or null when it could not be scored. In MATCH_COMPONENTS order. */
  components: (number | null)[];
  /** 0-100. */
  match: number;
  price: { amount: number; basis: 'income-band' | 'overall-net-price' | 'cost-of-attendance' } | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const clampChance = (p: number) => clamp(p, CHANCE_RULES.floor, CHANCE_RULES.ceiling);

/** The student's scores on the SAT scale: the SAT total and the ACT through the concordance. */
export function studentSatScores(profile: Pick<FitProfile, 'satTotal' | 'act'>): { score: number; basis: 'SAT' | 'ACT' }[] {
  const scores: { score: number; basis: 'SAT' | 'ACT' }[] = [];
  if (profile.satTotal !== null) scores.push({ score: profile.satTotal, basis: 'SAT' });
  if (profile.act !== null) scores.push({ score: actToSat(profile.act), basis: 'ACT' });
  return scores;
}

type Range = NonNullable<Position['range']>;

/**
 * What the model reads from a school, worked out once per school (at first use, then kept for the
 * life of the catalogue) so scoring a profile against 3,000 schools is arithmetic only.
 */
interface SchoolFacts {
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

function factsOf(school: CatalogSchool): SchoolFacts {
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

/** The school's middle 50% on the SAT scale, preferring the same test as the student's score. */
export function schoolSatRange(school: CatalogSchool, prefer: 'SAT' | 'ACT'): Position['range'] {
  const { satRange, actRange } = factsOf(school);
  return prefer === 'ACT' ? (actRange ?? satRange) : (satRange ?? actRange);
}

/**
 * Each score the student has is compared with the school's range for the same test (or the other
 * test's, converted, when that is all it reports), and the better position counts, as colleges
 * take a student's best test. Taking the maximum keeps "a higher score never lowers a chance".
 */
export function academicPosition(profile: FitProfile, school: CatalogSchool): Position {
  const scores = studentSatScores(profile);
  let best: Position | null = null;
  for (const student of scores) {
    const range = schoolSatRange(school, student.basis);
    if (!range) continue;
    const middle = (range.p25 + range.p75) / 2;
    const spread = Math.max((range.p75 - range.p25) / 1.349, MIN_SPREAD);
    const z = (student.score - middle) / spread;
    if (!best || z > best.z!) best = { studentSat: student.score, basis: student.basis, range, z };
  }
  if (best) return best;
  const first = scores[0];
  return { studentSat: first?.score ?? null, basis: first?.basis ?? null, range: null, z: null };
}

/** Percentile of a standard score under the normal curve, 1-99 (Abramowitz and Stegun 7.1.26 for erf). */
export function percentileOf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  const cdf = z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
  return clamp(Math.round(cdf * 100), 1, 99);
}

/** Whether the school's reported scores likely skew high: tests not required, or under half submitted. */
export function scoresSkewHigh(school: CatalogSchool): boolean {
  const { testPolicy, satSubmittedShare, actSubmittedShare } = school.admissions;
  if (testPolicy !== 'required') return true;
  const submitted = Math.max(satSubmittedShare ?? 0, actSubmittedShare ?? 0);
  return submitted < 0.5;
}

export function confidenceOf(width: number): Confidence {
  if (width <= RANGE_WIDTH.base) return 'higher';
  if (width <= RANGE_WIDTH.base + RANGE_WIDTH.scoresSkewHigh) return 'medium';
  return 'low';
}

/** The label for an estimate p at a college admitting r (both fractions). */
export function chanceLabel(p: number, rate: number): ChanceLabel {
  if (rate <= CHANCE_RULES.selectiveRate || p < CHANCE_RULES.reachBelow) return 'reach';
  if (p > CHANCE_RULES.safetyAbove && rate >= CHANCE_RULES.safetyMinRate) return 'safety';
  return 'target';
}

export function estimateChance(school: CatalogSchool, position: Position): ChanceEstimate {
  const { skewsHigh, rateLogit } = factsOf(school);
  if (school.openAdmissions) return { label: 'likely', p: null, low: null, high: null, width: null, confidence: null, skewsHigh };
  const rate = school.admissions.admissionRate;
  if (rate === null || rateLogit === null) return { label: null, p: null, low: null, high: null, width: null, confidence: null, skewsHigh };
  const center = rateLogit + POSITION_WEIGHT * (position.z ?? 0);
  const width = RANGE_WIDTH.base + (position.z === null ? RANGE_WIDTH.positionUnknown : 0) + (skewsHigh ? RANGE_WIDTH.scoresSkewHigh : 0);
  const p = clampChance(sigmoid(center));
  return {
    label: chanceLabel(p, rate),
    p,
    low: clampChance(sigmoid(center - width)),
    high: clampChance(sigmoid(center + width)),
    width,
    confidence: confidenceOf(width),
    skewsHigh,
  };
}

/** The price compared with the budget: the band's net price when known, otherwise the sticker cost. */
export function priceFor(school: CatalogSchool, incomeBand: IncomeBand | null): FitScore['price'] {
  if (incomeBand) {
    const band = school.netPrice.byIncome[incomeBand];
    if (band !== null) return { amount: Math.round(band), basis: 'income-band' };
    if (school.netPrice.overall !== null) return { amount: Math.round(school.netPrice.overall), basis: 'overall-net-price' };
  }
  const sticker = school.costs.averageCostOfAttendance;
  return sticker === null ? null : { amount: Math.round(sticker), basis: 'cost-of-attendance' };
}

/** The score of a component the school reported nothing for. */
export const NEUTRAL = 0.5;

const SIZE_ORDER = SIZE_BUCKETS.map((bucket) => bucket.id);
/** Earnings map to 0-1 between these (USD, median 10 years after entry); most colleges fall inside. */
export const EARNINGS_SCALE = { low: 25_000, high: 85_000 } as const;

/**
 * Each component of the match, 0-1 (null when the profile lacks the input or the data is missing):
 * - academics: 1 when the student sits from the middle to one spread above it (z 0-1), falling
 *   linearly to 0 at 2.5 spreads beyond that band on either side: a good match is neither a long
 *   shot nor far below the student.
 * - majors: 0.7 x the share of intended majors it awards degrees in + 0.3 x how large the largest
 *   of them is there (10% of its degrees or more counts as full).
 * - cost: 1 within budget, falling linearly to 0 at twice the budget.
 * - location: 1 in a preferred region or state, else 0. setting: 1 when preferred, else 0. size: 1 when preferred, 0.5 next to a preferred size.
 * - outcomes: mean of the graduation rate and of earnings on EARNINGS_SCALE.
 * A component is left out (null) only when the student has not given the input. When the school
 * has not reported what it needs, it counts as NEUTRAL: a college with little data must not rise
 * above better-documented ones just because fewer of its parts could be scored.
 */
export function matchComponents(
  profile: FitProfile,
  school: CatalogSchool,
  position: Position,
  price: FitScore['price'],
): (number | null)[] {
  const facts = factsOf(school);
  let majors: number | null = null;
  if (profile.intendedMajors.length) {
    let matched = 0;
    let largest = 0;
    for (const code of profile.intendedMajors) {
      const share = facts.majorShares.get(code);
      if (share !== undefined) {
        matched += 1;
        largest = Math.max(largest, share);
      }
    }
    majors = 0.7 * (matched / profile.intendedMajors.length) + 0.3 * Math.min(1, largest / 0.1);
  }
  let cost: number | null = null;
  if (profile.budget !== null) {
    cost = !price
      ? NEUTRAL
      : price.amount <= profile.budget
        ? 1
        : profile.budget === 0
          ? 0
          : clamp(1 - (price.amount - profile.budget) / profile.budget, 0, 1);
  }
  let size: number | null = null;
  if (profile.sizes.length) {
    size =
      facts.sizeIndex < 0
        ? NEUTRAL
        : profile.sizes.some((bucket) => SIZE_ORDER.indexOf(bucket) === facts.sizeIndex)
          ? 1
          : profile.sizes.some((bucket) => Math.abs(SIZE_ORDER.indexOf(bucket) - facts.sizeIndex) === 1)
            ? 0.5
            : 0;
  }
  // The order of MATCH_COMPONENTS: academics, majors, cost, location, size, setting, outcomes.
  return [
    position.z !== null
      ? clamp(1 - Math.max(0, Math.abs(position.z - 0.5) - 0.5) / 2.5, 0, 1)
      : position.studentSat === null
        ? null
        : NEUTRAL,
    majors,
    cost,
    profile.regions.length || profile.states.length
      ? profile.regions.includes(school.region) || profile.states.includes(school.state)
        ? 1
        : 0
      : null,
    size,
    profile.settings.length ? (!school.locale ? NEUTRAL : profile.settings.includes(school.locale.kind) ? 1 : 0) : null,
    facts.outcomes ?? NEUTRAL,
  ];
}

/** The overall match, 0-100: the weighted mean of the components that could be scored. */
export function overallMatch(components: readonly (number | null)[]): number {
  let total = 0;
  let weights = 0;
  components.forEach((score, index) => {
    if (score === null) return;
    total += MATCH_COMPONENTS[index]!.weight * score;
    weights += MATCH_COMPONENTS[index]!.weight;
  });
  return weights === 0 ? 0 : Math.round((100 * total) / weights);
}

/** Everything the model says about one school for one profile, as numbers. */
export function scoreSchool(profile: FitProfile, school: CatalogSchool): FitScore {
  const position = academicPosition(profile, school);
  const chance = estimateChance(school, position);
  const price = priceFor(school, profile.incomeBand);
  const components = matchComponents(profile, school, position, price);
  return { position, chance, components, match: overallMatch(components), price };
}
