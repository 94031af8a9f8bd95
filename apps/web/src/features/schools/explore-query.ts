import {
  ADMIT_RANGE,
  COST_RANGE,
  PROGRAM_TYPES,
  REGIONS,
  SIZE_BUCKETS,
  TEST_POLICIES,
  type ProgramType,
  type Region,
  type SizeBucket,
  type TestPolicy,
} from '@campuspath/contract/catalog-terms';
import { MAJOR_FAMILIES, findMajorFamily, type MajorCode } from '@campuspath/contract/major-families';
import { CHANCE_LABEL_IDS, type ChanceLabel } from '@campuspath/contract/recommendations-terms';
import { STATE_CODES } from '@campuspath/contract/schools-query-terms';
import {
  EMPTY_PRICE_DISTANCE,
  appendPriceDistance,
  countPriceDistance,
  parsePriceDistance,
  type PriceDistanceState,
} from './explore-price-distance.ts';
import { EXPLORE_SORTS, defaultSort, effectiveSort, isPersonalSort, sortsByNetPrice, type ExploreSort } from './explore-sort.ts';

/**
 * The whole Explore view (search, filters, sort) lives in the URL so a copied link reproduces it
 * and Back/Forward work. These pure functions map URL search params <-> ExploreState <-> the
 * GET /api/schools query. Unknown or invalid URL values are dropped, never sent to the API.
 * The URL uses the API's own parameter names, so a view's link reads like its API call. The sorts
 * (which exist, the default, the ones offered) are in explore-sort.ts.
 *
 * Signed-in students with a test score (`chanceReady`) also get "personal" choices: the Best match
 * and chance sorts and the Your chance filter (`chance`). A view using them is served by
 * GET /api/recommendations (the same filters plus `chance`); every other view by GET /api/schools.
 */

export type StateCode = (typeof STATE_CODES)[number];
export type Range = readonly [number, number];

export type ExploreView = 'list' | 'map';

/** The view; net price and distance choices (incomeBand, netPriceMax, near, radius) come from PriceDistanceState. */
export interface ExploreState extends PriceDistanceState {
  /** Trimmed search text; '' when not searching. */
  search: string;
  locations: readonly Region[];
  programTypes: readonly ProgramType[];
  sizes: readonly SizeBucket[];
  states: readonly StateCode[];
  majors: readonly MajorCode[];
  testPolicies: readonly TestPolicy[];
  /** Your chance (personal): Reach, Target, Safety, Likely admit. */
  chances: readonly ChanceLabel[];
  cost: Range;
  admit: Range;
  /** The sort the student chose; null means the default for the view (see effectiveSort in explore-sort.ts). */
  sort: ExploreSort | null;
  /** Results as a map instead of the list (`view=map`); absent means the list. */
  view?: ExploreView;
  /** Filters read from the search text, as URL terms (`state.OH`, `costMax`): their chips say so. */
  understood?: readonly string[];
}

/** The list filters (everything but search and sort), in the order the panel shows them. */
export type ListFilterKey = 'locations' | 'programTypes' | 'sizes' | 'states' | 'majors' | 'testPolicies' | 'chances';
/** The filters GET /api/schools knows (all but the personal chance filter). */
const CATALOGUE_KEYS: readonly ListFilterKey[] = ['locations', 'programTypes', 'sizes', 'states', 'majors', 'testPolicies'];
const LIST_KEYS: readonly ListFilterKey[] = [...CATALOGUE_KEYS, 'chances'];

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
  chances: [],
  cost: DEFAULT_COST,
  admit: DEFAULT_ADMIT,
  sort: null,
  ...EMPTY_PRICE_DISTANCE,
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
  chances: CHANCE_LABEL_IDS,
};

/** URL parameter name of each list filter (the API's names). */
const PARAM: Record<ListFilterKey, string> = {
  locations: 'location',
  programTypes: 'programType',
  sizes: 'size',
  states: 'state',
  majors: 'major',
  testPolicies: 'testPolicy',
  chances: 'chance',
};

/** The URL parameters a search's words can set; a mark names one as `name.value` or `name`. */
export const UNDERSTOOD_PARAMS: readonly string[] = ['location', 'programType', 'size', 'state', 'major', 'costMax', 'netPriceMax', 'near'];

/** The URL term of one list filter's value (`state.OH`, `major.health`), as `understood` marks name it. */
export const filterTerm = (key: ListFilterKey, value: string) =>
  `${PARAM[key]}.${key === 'majors' ? (findMajorFamily(value)?.slug ?? value) : value}`;

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
  const sortParam = params.get('sort') ?? '';
  // "netPrice:desc" is a sort of its own; any other direction suffix is the field's usual one.
  const sortField = matchOption(sortParam, EXPLORE_SORTS) ?? matchOption(sortParam.split(':')[0] ?? '', EXPLORE_SORTS);
  const priceDistance = parsePriceDistance(params);
  const understood = params.getAll('understood').filter((term) => UNDERSTOOD_PARAMS.includes(term.split('.')[0]!));
  return {
    search,
    locations: list('locations', (value) => matchOption(value, REGIONS)),
    programTypes: list('programTypes', (value) => matchOption(value, OPTION_ORDER.programTypes)),
    sizes: list('sizes', (value) => matchOption(value, OPTION_ORDER.sizes)),
    states: list('states', (value) => matchOption(value, STATE_CODES)),
    majors: list('majors', (value) => findMajorFamily(value)?.code),
    testPolicies: list('testPolicies', (value) => matchOption(value, OPTION_ORDER.testPolicies)),
    chances: list('chances', (value) => matchOption(value, CHANCE_LABEL_IDS)),
    cost: parseRange(params, 'costMin', 'costMax', COST_RANGE),
    admit: parseRange(params, 'admitMin', 'admitMax', ADMIT_RANGE),
    // Relevance only means something while searching, distance only from a ZIP code.
    sort:
      sortField === undefined || (sortField === 'relevance' && !search) || (sortField === 'distance' && !priceDistance.near)
        ? null
        : sortField,
    ...priceDistance,
    ...(params.get('view') === 'map' && { view: 'map' as const }),
    ...(understood.length > 0 && { understood }),
  };
}

/** True when the view uses the student's profile: a personal sort or the chance filter. */
export function usesPersonalChoices(state: ExploreState): boolean {
  return state.chances.length > 0 || isPersonalSort(state.sort);
}

/** The view without the personal choices, for visitors and students without a test score. */
export function withoutPersonalChoices(state: ExploreState): ExploreState {
  return { ...state, chances: [], sort: isPersonalSort(state.sort) ? null : state.sort };
}

const sameRange = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];

/** Filter params shared by the URL and the API calls; ranges at their defaults filter nothing and are left out. */
function appendFilters(
  params: URLSearchParams,
  state: ExploreState,
  target: 'url' | 'api',
  majorValue: (code: MajorCode) => string,
  keys = LIST_KEYS,
) {
  for (const key of keys) {
    for (const value of canonical<string>(state[key], OPTION_ORDER[key])) {
      params.append(PARAM[key], key === 'majors' ? majorValue(value as MajorCode) : value);
    }
  }
  if (state.cost[0] !== DEFAULT_COST[0]) params.set('costMin', String(state.cost[0]));
  if (state.cost[1] !== DEFAULT_COST[1]) params.set('costMax', String(state.cost[1]));
  if (state.admit[0] !== DEFAULT_ADMIT[0]) params.set('admitMin', String(state.admit[0]));
  if (state.admit[1] !== DEFAULT_ADMIT[1]) params.set('admitMax', String(state.admit[1]));
  appendPriceDistance(params, state, target, sortsByNetPrice(effectiveSort(state)));
}

/** The canonical URL search params of a view: defaults are left out, majors read as slugs. */
export function toExploreParams(state: ExploreState): URLSearchParams {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set('search', search);
  appendFilters(params, state, 'url', (code) => findMajorFamily(code)?.slug ?? code);
  const sort = effectiveSort(state);
  // A chosen personal sort stays in the URL even where it is the default (while filtering by
  // chance), so removing the chance filter keeps the student's Best match.
  if (sort !== defaultSort(state) || isPersonalSort(state.sort)) params.set('sort', sort);
  if (state.view === 'map') params.set('view', 'map');
  // Only marks of filters still in the view: removing a chip drops its mark too.
  for (const term of new Set(state.understood)) {
    const [name = '', value] = term.split('.');
    if (UNDERSTOOD_PARAMS.includes(name) && (value === undefined ? params.has(name) : params.getAll(name).includes(value)))
      params.append('understood', term);
  }
  return params;
}

/**
 * The GET /api/schools query of a view, without limit and page (the infinite list adds those).
 * Personal choices are not part of it: pass a view that has none (see withoutPersonalChoices).
 */
export function toApiQuery(state: ExploreState): string {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set('search', search);
  appendFilters(params, state, 'api', (code) => code, CATALOGUE_KEYS);
  const sort = effectiveSort(state);
  params.set('sort', isPersonalSort(sort) ? defaultSort({ search, chances: [] }) : sort);
  return params.toString();
}

/** The GET /api/recommendations query of a view: the same filters plus `chance`, and any of its sorts. */
export function toRecommendationsQuery(state: ExploreState): string {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set('search', search);
  appendFilters(params, state, 'api', (code) => code);
  const sort = effectiveSort(state);
  // Relevance is the only list sort the recommendations do not have; best match stands in for it.
  params.set('sort', sort === 'relevance' ? 'match' : sort);
  return params.toString();
}

/** True when any filter (not search, not sort) narrows the list. */
export function hasActiveFilters(state: ExploreState): boolean {
  return (
    LIST_KEYS.some((key) => state[key].length > 0) ||
    !sameRange(state.cost, DEFAULT_COST) ||
    !sameRange(state.admit, DEFAULT_ADMIT) ||
    countPriceDistance(state) > 0
  );
}

/** How many choices narrow the list: one per checked option, one per narrowed range. */
export function countActiveFilters(state: ExploreState): number {
  return (
    LIST_KEYS.reduce((total, key) => total + state[key].length, 0) +
    (sameRange(state.cost, DEFAULT_COST) ? 0 : 1) +
    (sameRange(state.admit, DEFAULT_ADMIT) ? 0 : 1) +
    countPriceDistance(state)
  );
}

/** Adds the value to a list filter, or removes it when already chosen. */
export function toggleFilterValue<K extends ListFilterKey>(state: ExploreState, key: K, value: ExploreState[K][number]): ExploreState {
  const current = state[key] as readonly string[];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...state, [key]: canonical(next, OPTION_ORDER[key] as readonly string[]) };
}

/** Clears search and every filter; the chosen sort (unless it needs what was cleared) and income band stay. */
export function clearAll(state: ExploreState): ExploreState {
  const sort = state.sort === 'relevance' || state.sort === 'distance' ? null : state.sort;
  return { ...EMPTY_EXPLORE_STATE, sort, incomeBand: state.incomeBand, view: state.view };
}
