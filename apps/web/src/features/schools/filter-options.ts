import { COST_RANGE, PROGRAM_TYPES, REGIONS, SIZE_BUCKETS, TEST_POLICIES } from '@campuspath/contract/catalog-terms';
import { MAJOR_FAMILIES } from '@campuspath/contract/major-families';
import { CHANCE_LABELS } from '@campuspath/contract/recommendations-terms';
import { US_STATES } from '../../lib/us-states.ts';
import type { ExploreState, ListFilterKey } from './explore-query.ts';

/** The options of each list filter with the words a student reads (panel and badges). */
type Options = { [K in ListFilterKey]: readonly { value: ExploreState[K][number]; label: string; hint?: string }[] };

export const FILTER_OPTIONS: Options = {
  // "International" is the spec's name for everything outside the 50 states and DC (U.S. territories such as
  // Puerto Rico and Guam, and the freely associated states); each school page names the place itself.
  locations: REGIONS.map((region) => ({
    value: region,
    label: region,
    ...(region === 'International' && { hint: 'Outside the 50 states and DC' }),
  })),
  programTypes: PROGRAM_TYPES.map((type) => ({ value: type.id, label: type.label, ...('hint' in type && { hint: type.hint }) })),
  sizes: SIZE_BUCKETS.map((bucket) => ({ value: bucket.id, label: bucket.label, hint: bucket.description })),
  states: US_STATES.map((state) => ({ value: state.code as ExploreState['states'][number], label: state.name })),
  majors: MAJOR_FAMILIES.map((family) => ({ value: family.code, label: family.name })),
  testPolicies: TEST_POLICIES.map((policy) => ({ value: policy.id, label: policy.label })),
  chances: CHANCE_LABELS.map((label) => ({ value: label.id, label: label.label, hint: label.description })),
};

export function optionLabel<K extends ListFilterKey>(key: K, value: ExploreState[K][number]): string {
  const options = FILTER_OPTIONS[key] as readonly { value: string; label: string }[];
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Tuition slider values: "$0", "$23k", and "$50k+" at the top, which means no upper limit. */
export function formatTuitionBound(value: number): string {
  if (value >= COST_RANGE.max) return `$${COST_RANGE.max / 1000}k+`;
  return value === 0 ? '$0' : `$${Math.round(value / 1000)}k`;
}

export function formatAdmitBound(value: number): string {
  return `${value}%`;
}
