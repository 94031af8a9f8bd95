import type { I18n, MessageDescriptor } from '@lingui/core';
import { COST_RANGE, PROGRAM_TYPES, REGIONS, SIZE_BUCKETS, TEST_POLICIES } from '@campuspath/contract/catalog-terms';
import { MAJOR_FAMILIES } from '@campuspath/contract/major-families';
import { CHANCE_LABELS } from '@campuspath/contract/recommendations-terms';
import {
  CHANCE_LABEL_HINTS,
  CHANCE_LABEL_NAMES,
  PROGRAM_TYPE_HINTS,
  PROGRAM_TYPE_LABELS,
  REGION_HINTS,
  REGION_LABELS,
  SIZE_HINTS,
  SIZE_LABELS,
  TEST_POLICY_LABELS,
} from '../../lib/data-terms.ts';
import { majorFamilyLabel } from '../../lib/major-family-labels.ts';
import { numberFormat } from '../../lib/number-format.ts';
import { US_STATES } from '../../lib/us-states.ts';
import type { ExploreState, ListFilterKey } from './explore-query.ts';

/** The options of each list filter with the words a student reads (panel and badges). */
type Options = { [K in ListFilterKey]: readonly { value: ExploreState[K][number]; label: string; hint?: string }[] };

// One set of options per language's i18n instance: the panel and the badges ask on every render.
const built = new WeakMap<I18n, Options>();

/** The filters' options in the page's language (lib/data-terms.ts); states keep their names. */
export function filterOptions(i18n: I18n): Options {
  let options = built.get(i18n);
  if (!options) {
    options = buildOptions(i18n);
    built.set(i18n, options);
  }
  return options;
}

function buildOptions(i18n: I18n): Options {
  const hint = (descriptor: MessageDescriptor | undefined) => (descriptor ? { hint: i18n._(descriptor) } : {});
  return {
    // "International" is the spec's name for everything outside the 50 states and DC (U.S. territories such as
    // Puerto Rico and Guam, and the freely associated states); each school page names the place itself.
    locations: REGIONS.map((region) => ({ value: region, label: i18n._(REGION_LABELS[region]), ...hint(REGION_HINTS[region]) })),
    programTypes: PROGRAM_TYPES.map((type) => ({
      value: type.id,
      label: i18n._(PROGRAM_TYPE_LABELS[type.id]),
      ...hint(PROGRAM_TYPE_HINTS[type.id]),
    })),
    sizes: SIZE_BUCKETS.map((bucket) => ({ value: bucket.id, label: i18n._(SIZE_LABELS[bucket.id]), ...hint(SIZE_HINTS[bucket.id]) })),
    states: US_STATES.map((state) => ({ value: state.code as ExploreState['states'][number], label: state.name })),
    majors: MAJOR_FAMILIES.map((family) => ({ value: family.code, label: majorFamilyLabel(i18n, family.code) })),
    testPolicies: TEST_POLICIES.map((policy) => ({ value: policy.id, label: i18n._(TEST_POLICY_LABELS[policy.id]) })),
    chances: CHANCE_LABELS.map((label) => ({
      value: label.id,
      label: i18n._(CHANCE_LABEL_NAMES[label.id]),
      ...hint(CHANCE_LABEL_HINTS[label.id]),
    })),
  };
}

export function optionLabel<K extends ListFilterKey>(i18n: I18n, key: K, value: ExploreState[K][number]): string {
  const options = filterOptions(i18n)[key] as readonly { value: string; label: string }[];
  return options.find((option) => option.value === value)?.label ?? value;
}

const thousands = (value: number) => numberFormat().format(value / 1000);

/** Tuition slider values: "$0", "$23k", and "$50k+" at the top, which means no upper limit. */
export function formatTuitionBound(value: number): string {
  if (value >= COST_RANGE.max) return `$${thousands(COST_RANGE.max)}k+`;
  return value === 0 ? '$0' : `$${thousands(Math.round(value / 1000) * 1000)}k`;
}

export function formatAdmitBound(value: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
