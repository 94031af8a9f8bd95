/**
 * School recommendations and admission fit: the words and thresholds pages show,
 * without zod. The model itself (formulas and weights, with their reasons) lives in
 * apps/api/src/features/recommendations/fit-model.ts; these constants are its public face.
 */
import { DEFAULT_SORT_DIRECTION, SORT_FIELDS, type SortField } from './schools-query-terms.ts';

/** How a school sits for this student. "likely" is for open-admission schools. */
export const CHANCE_LABELS = [
  { id: 'reach', label: 'Reach', description: 'Estimated chance under 35%, or the college admits 20% or fewer' },
  { id: 'target', label: 'Target', description: 'Estimated chance between 35% and 70%' },
  { id: 'safety', label: 'Safety', description: 'Estimated chance over 70% at a college admitting at least half' },
  { id: 'likely', label: 'Likely admit', description: 'Open admission: it admits every applicant who meets basic requirements' },
] as const;
export type ChanceLabel = (typeof CHANCE_LABELS)[number]['id'];
export const CHANCE_LABEL_IDS = CHANCE_LABELS.map((label) => label.id) as unknown as readonly [ChanceLabel, ...ChanceLabel[]];

/**
 * Why a college has no chance estimate for a student: a chance needs the student's test score
 * placed in the college's score range, and the college's admission rate.
 */
export const CHANCE_UNAVAILABLE_REASONS = ['testScore', 'scoreRange', 'admissionRate'] as const;
export type ChanceUnavailable = (typeof CHANCE_UNAVAILABLE_REASONS)[number];

export const chanceLabelName = (label: ChanceLabel): string => CHANCE_LABELS.find((entry) => entry.id === label)!.label;

/** Thresholds of the chance estimate ("Chance estimate"). Probabilities are fractions. */
export const CHANCE_RULES = {
  /** An estimate never goes below 3% or above 95%: nobody is certain either way. */
  floor: 0.03,
  ceiling: 0.95,
  /** Reach under this estimate... */
  reachBelow: 0.35,
  /** ...or at any college admitting this share or fewer, whatever the scores. */
  selectiveRate: 0.2,
  /** Safety over this estimate, at a college admitting at least `safetyMinRate`. */
  safetyAbove: 0.7,
  safetyMinRate: 0.5,
} as const;

/** Parts of the overall match, in the order they are shown, with their weights (sum 1). */
export const MATCH_COMPONENTS = [
  { id: 'academics', label: 'Academic fit', weight: 0.3 },
  { id: 'majors', label: 'Your majors', weight: 0.2 },
  { id: 'cost', label: 'Cost and budget', weight: 0.2 },
  { id: 'location', label: 'Location', weight: 0.1 },
  { id: 'size', label: 'Size', weight: 0.05 },
  { id: 'setting', label: 'Setting', weight: 0.05 },
  { id: 'outcomes', label: 'Outcomes', weight: 0.1 },
] as const;
export type MatchComponentId = (typeof MATCH_COMPONENTS)[number]['id'];

/** Sorts of `GET /api/recommendations`: best match first by default, or any list sort but relevance. */
type ListSortField = Exclude<SortField, 'relevance'>;
const LIST_SORT_FIELDS = SORT_FIELDS.filter((field): field is ListSortField => field !== 'relevance');
/** `history`: the share of past applicants like me from my high school who were admitted; schools without one last. */
export const RECOMMENDATION_SORT_FIELDS = ['match', 'chance', 'history', ...LIST_SORT_FIELDS] as const;
export type RecommendationSortField = (typeof RECOMMENDATION_SORT_FIELDS)[number];
const { relevance: _relevance, ...LIST_SORT_DIRECTION } = DEFAULT_SORT_DIRECTION;
export const RECOMMENDATION_SORT_DIRECTION: Record<RecommendationSortField, 'asc' | 'desc'> = {
  match: 'desc',
  chance: 'desc',
  history: 'desc',
  ...LIST_SORT_DIRECTION,
};

/** At most this many schools in one `GET /api/recommendations/chances` (a few pages of Explore cards). */
export const CHANCES_MAX_IDS = 60;

/** Inputs the model can use, so a page can say what adding each one would change. */
export const FIT_INPUTS = ['testScore', 'intendedMajors', 'budget', 'incomeBand', 'regions', 'sizes', 'settings'] as const;
export type FitInput = (typeof FIT_INPUTS)[number];

export interface BalanceCounts {
  reach: number;
  target: number;
  safety: number;
  likely: number;
  /** Saved schools with no estimate (no admission rate reported). */
  unknown: number;
}

/**
 * The balanced-list check of saved schools: a plain-language suggestion, or null when the list
 * has at least one reach, one target and one safety (or likely-admit) school. Counselors usually
 * suggest a mix; the exact mix is the student's call, so this only points out a missing kind or a
 * list that leans heavily on reaches.
 */
export function balanceSuggestion(counts: BalanceCounts): string | null {
  const safeties = counts.safety + counts.likely;
  const estimated = counts.reach + counts.target + safeties;
  if (estimated === 0) {
    return counts.unknown > 0
      ? 'None of your saved schools has an admission estimate yet. Save a few schools that report an admission rate to check your balance.'
      : 'Save a few schools to see how balanced your list is.';
  }
  if (safeties === 0) return 'Your list has no safety school. Add at least one where your chance is high and you would be happy to go.';
  if (counts.target === 0) return 'Your list has no target school. Add a few where your chance is between 35% and 70%.';
  if (counts.reach === 0) return 'Your list has no reach school. If there is a dream school, it is worth adding one.';
  if (counts.reach > (counts.target + safeties) * 2)
    return 'Most of your list is reach schools. Add more target and safety schools to balance it.';
  return null;
}
