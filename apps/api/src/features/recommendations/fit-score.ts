import type { ChanceLabel, ChanceUnavailable } from '@campuspath/contract/recommendations-terms';
import type { IncomeBand, LocaleKind, Region, SizeBucket } from '@campuspath/contract/catalog-terms';

/**
 * The fit model's input and result shapes, apart from the functions (fit-model.ts, fit-match.ts,
 * school-facts.ts) so those modules can share them without importing each other in a circle.
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
  /**
   * Why there is no estimate (null when there is one, or the open-admission label). Without a
   * position the only number left is the college's admission rate: everyone's, not the student's.
   */
  unavailable: ChanceUnavailable | null;
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
