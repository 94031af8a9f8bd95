import { ADMIT_RANGE, COST_RANGE, PROGRAM_TYPES, REGIONS, SIZE_BUCKETS, TEST_POLICIES, type ProgramType, type Region, type SizeBucket, type TestPolicy } from '@campuspath/contract/catalog-terms';
import { MAJOR_FAMILIES, findMajorFamily, type MajorCode } from '@campuspath/contract/major-families';
import { SORT_FIELDS, STATE_CODES, type SortField } from '@campuspath/contract/schools-query-terms';

/**
 * The whole Explore view (search, filters, sort) lives in the URL so a copied link reproduces it
 * and Back/Forward work. These pure functions map URL search params <-> ExploreState <-> the
 * GET /api/schools query. Unknown or invalid URL values are dropped, never sent to the API.
 * The URL uses the API's own parameter names, so a view's link reads like its API call.
 */

export type StateCode = (typeof STATE_CODES)[number];
export type Range = readonly [number, number];

export interface ExploreState {
  /** Trimmed search text; '' when not searching. */
  search: string;
  locations: readonly Region[];
  programTypes: readonly ProgramType[];
  sizes: readonly SizeBucket[];
  states: readonly StateCode[];
  majors: readonly MajorCode[];
  testPolicies: readonly TestPolicy[];
  cost: Range;
  admit: Range;
  /** The sort the student chose; null means the default for the view (see effectiveSort). */
  sort: SortField | null;
}

/** The list filters (everything but search and sort), in the order the panel shows them. */
export type ListFilterKey = 'locations' | 'programTypes' | 'sizes' | 'states' | 'majors' | 'testPolicies';

export const DEFAULT_COST: Range = [COST_RANGE.min, COST_RANGE.max];
export const DEFAULT_ADMIT: Range = [ADMIT_RANGE.min, ADMIT_RANGE.max];

export const EMPTY_EXPLORE_STATE: ExploreState = {
  search: '',
  locations: [],
  programTypes: [],
  sizes: [],
  states: [],
  majors: [],
  testPolicies: [],
  cost: DEFAULT_COST,
  admit: DEFAULT_ADMIT,
  sort: null,
};

// Canonical option orders: the URL and the query key list choices in this order, whatever order
// they were picked in, so the same view always has the same link and the same cache entry.
const OPTION_ORDER: { [K in ListFilterKey]: readonly ExploreState[K][number][] } = {
  locations: REGIONS,
  programTypes: PROGRAM_TYPES.map((type) => type.id),
  sizes: SIZE_BUCKETS.map((bucket) => bucket.id),
  states: STATE_CODES,
  majors: MAJOR_FAMILIES.map((family) => family.code),
  testPolicies: TEST_POLICIES.map((policy) => policy.id),
};

/** URL parameter name of each list filter (the API's names). */
const PARAM: Record<ListFilterKey, string> = {
  locations: 'location',
  programTypes: 'programType',
  sizes: 'size',
  states: 'state',
  majors: 'major',
  testPolicies: 'testPolicy',
};

function canonical<T>(values: Iterable<T | undefined>, order: readonly T[]): T[] {
  const chosen = new Set<T>();
  for (const value of values) if (value !== undefined) chosen.add(value);
  return order.filter((option) => chosen.has(option));
}

function matchOption<T extends string>(value: string, options: readonly T[]): T | undefined {
  const key = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === key);
}

function parseRange(params: URLSearchParams, minKey: string, maxKey: string, bounds: { min: number; max: number; step: number }): Range {
  const read = (key: string, fallback: number) => {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value)) return fallback;
    // Snap to the slider's step and clamp to its bounds (spec section 5).
    const snapped = Math.round((value - bounds.min) / bounds.step) * bounds.step + bounds.min;
    return Math.min(bounds.max, Math.max(bounds.min, snapped));
  };
  const min = read(minKey, bounds.min);
  const max = read(maxKey, bounds.max);
  return min <= max ? [min, max] : [bounds.min, bounds.max];
}

export function parseExploreParams(params: URLSearchParams): ExploreState {
  const list = <K extends ListFilterKey>(key: K, match: (value: string) => ExploreState[K][number] | undefined) =>
    canonical(params.getAll(PARAM[key]).map(match), OPTION_ORDER[key]) as ExploreState[K];

  const search = (params.get('search') ?? '').trim();
  const sortField = matchOption((params.get('sort') ?? '').split(':')[0] ?? '', SORT_FIELDS);
  return {
    search,
    locations: list('locations', (value) => matchOption(value, REGIONS)),
    programTypes: list('programTypes', (value) => matchOption(value, OPTION_ORDER.programTypes)),
    sizes: list('sizes', (value) => matchOption(value, OPTION_ORDER.sizes)),
    states: list('states', (value) => matchOption(value, STATE_CODES)),
    majors: list('majors', (value) => findMajorFamily(value)?.code),
    testPolicies: list('testPolicies', (value) => matchOption(value, OPTION_ORDER.testPolicies)),
    cost: parseRange(params, 'costMin', 'costMax', COST_RANGE),
    admit: parseRange(params, 'admitMin', 'admitMax', ADMIT_RANGE),
    // Relevance only means something while searching.
    sort: sortField === undefined || (sortField === 'relevance' && !search) ? null : sortField,
  };
}

/** Relevance while searching, otherwise Name (issue 3, "Explore"). */
export function defaultSort(search: string): SortField {
  return search ? 'relevance' : 'name';
}

export function effectiveSort(state: ExploreState): SortField {
  if (state.sort === null || (state.sort === 'relevance' && !state.search)) return defaultSort(state.search);
  return state.sort;
}

const sameRange = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];

/** Filter params shared by the URL and the API call; ranges at their defaults filter nothing and are left out. */
function appendFilters(params: URLSearchParams, state: ExploreState, majorValue: (code: MajorCode) => string) {
  for (const key of Object.keys(PARAM) as ListFilterKey[]) {
    for (const value of canonical<string>(state[key], OPTION_ORDER[key])) {
      params.append(PARAM[key], key === 'majors' ? majorValue(value as MajorCode) : value);
    }
  }
  if (state.cost[0] !== DEFAULT_COST[0]) params.set('costMin', String(state.cost[0]));
  if (state.cost[1] !== DEFAULT_COST[1]) params.set('costMax', String(state.cost[1]));
  if (state.admit[0] !== DEFAULT_ADMIT[0]) params.set('admitMin', String(state.admit[0]));
  if (state.admit[1] !== DEFAULT_ADMIT[1]) params.set('admitMax', String(state.admit[1]));
}

/** The canonical URL search params of a view: defaults are left out, majors read as slugs. */
export function toExploreParams(state: ExploreState): URLSearchParams {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set('search', search);
  appendFilters(params, state, (code) => findMajorFamily(code)?.slug ?? code);
  const sort = effectiveSort(state);
  if (sort !== defaultSort(search)) params.set('sort', sort);
  return params;
}

/** The GET /api/schools query of a view, without limit and page (the infinite list adds those). */
export function toApiQuery(state: ExploreState): string {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set('search', search);
  appendFilters(params, state, (code) => code);
  params.set('sort', effectiveSort(state));
  return params.toString();
}

/** True when any filter (not search, not sort) narrows the list. */
export function hasActiveFilters(state: ExploreState): boolean {
  return (
    (Object.keys(PARAM) as ListFilterKey[]).some((key) => state[key].length > 0) ||
    !sameRange(state.cost, DEFAULT_COST) ||
    !sameRange(state.admit, DEFAULT_ADMIT)
  );
}

/** How many choices narrow the list: one per checked option, one per narrowed range. */
export function countActiveFilters(state: ExploreState): number {
  return (
    (Object.keys(PARAM) as ListFilterKey[]).reduce((total, key) => total + state[key].length, 0) +
    (sameRange(state.cost, DEFAULT_COST) ? 0 : 1) +
    (sameRange(state.admit, DEFAULT_ADMIT) ? 0 : 1)
  );
}

/** Adds the value to a list filter, or removes it when already chosen. */
export function toggleFilterValue<K extends ListFilterKey>(state: ExploreState, key: K, value: ExploreState[K][number]): ExploreState {
  const current = state[key] as readonly string[];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...state, [key]: canonical(next, OPTION_ORDER[key] as readonly string[]) };
}

/** Clears search and every filter; the chosen sort stays. */
export function clearAll(state: ExploreState): ExploreState {
  return { ...EMPTY_EXPLORE_STATE, sort: state.sort === 'relevance' ? null : state.sort };
}
