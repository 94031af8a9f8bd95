import { MATCH_COMPONENTS } from '@campuspath/contract/recommendations-terms';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import type { FitProfile, FitScore, Position } from './fit-score.ts';
import { clamp, factsOf, SIZE_ORDER } from './school-facts.ts';

/** The match beyond the chance ("Fit beyond academics"): components, weights and the price used. */

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
