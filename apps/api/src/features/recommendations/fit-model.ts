import { CHANCE_RULES, type ChanceLabel } from '@campuspath/contract/recommendations-terms';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import type { ChanceEstimate, Confidence, FitProfile, FitScore, Position } from './fit-score.ts';
import { matchComponents, overallMatch, priceFor } from './fit-match.ts';
import { actToSat } from '@campuspath/contract/sat-concordance';
import { clamp, factsOf } from './school-facts.ts';

/**
 * The admission fit model: pure functions of a student's profile and one catalogue
 * school, returning numbers only (the shapes are in fit-score.ts, the match in fit-match.ts, what is read from each school in
 * school-facts.ts, the sentences in fit-explain.ts). Scoring every school
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
 * logit(p) ± w. B = 1 (starting value): one spread above the middle of enrolled students
 * multiplies the odds by e (about 2.7). w grows with what we do not know (see RANGE_WIDTH).
 * Without a position (no score on the profile, or no range at the college) there is no estimate:
 * the admission rate alone is everyone's number, and a label on it would read as personal.
 */

/** The weight of the student's position on the log-odds of admission. */
export const POSITION_WEIGHT = 1;

/**
 * Half-width of the chance range, in log-odds. The base reflects that admission rates and score
 * ranges describe last year's class, not this student; each unknown widens it.
 */
export const RANGE_WIDTH = {
  base: 0.4,
  /** Test-optional, test-blind or unreported policy, or fewer than half the class submitted scores: the reported range skews high. */
  scoresSkewHigh: 0.3,
} as const;

/** The narrowest spread used for a reported range, so a range like 1500-1500 cannot give an infinite z. */
const MIN_SPREAD = 15;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const clampChance = (p: number) => clamp(p, CHANCE_RULES.floor, CHANCE_RULES.ceiling);

/** The student's scores on the SAT scale: the SAT total and the ACT through the concordance. */
export function studentSatScores(profile: Pick<FitProfile, 'satTotal' | 'act'>): { score: number; basis: 'SAT' | 'ACT' }[] {
  const scores: { score: number; basis: 'SAT' | 'ACT' }[] = [];
  if (profile.satTotal !== null) scores.push({ score: profile.satTotal, basis: 'SAT' });
  if (profile.act !== null) scores.push({ score: actToSat(profile.act), basis: 'ACT' });
  return scores;
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
  const none = { label: null, p: null, low: null, high: null, width: null, confidence: null, skewsHigh };
  if (school.openAdmissions) return { ...none, label: 'likely', unavailable: null };
  const rate = school.admissions.admissionRate;
  if (rate === null || rateLogit === null) return { ...none, unavailable: 'admissionRate' };
  if (position.z === null) return { ...none, unavailable: position.studentSat === null ? 'testScore' : 'scoreRange' };
  const center = rateLogit + POSITION_WEIGHT * position.z;
  const width = RANGE_WIDTH.base + (skewsHigh ? RANGE_WIDTH.scoresSkewHigh : 0);
  const p = clampChance(sigmoid(center));
  return {
    label: chanceLabel(p, rate),
    unavailable: null,
    p,
    low: clampChance(sigmoid(center - width)),
    high: clampChance(sigmoid(center + width)),
    width,
    confidence: confidenceOf(width),
    skewsHigh,
  };
}

/** Everything the model says about one school for one profile, as numbers. */
export function scoreSchool(profile: FitProfile, school: CatalogSchool): FitScore {
  const position = academicPosition(profile, school);
  const chance = estimateChance(school, position);
  const price = priceFor(school, profile.incomeBand);
  const components = matchComponents(profile, school, position, price);
  return { position, chance, components, match: overallMatch(components), price };
}
