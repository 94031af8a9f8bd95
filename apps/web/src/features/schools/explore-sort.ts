import { SORT_FIELDS, type SortField } from '@campuspath/contract/schools-query-terms';

/**
 * The sort part of the Explore view (see explore-query.ts): which sorts exist, which one a view
 * uses when the student chose none, and which ones the sort select offers.
 */

/** Sorts only GET /api/recommendations knows: they need the student's profile. */
export const PERSONAL_SORTS = ['match', 'chance'] as const;
export type PersonalSort = (typeof PERSONAL_SORTS)[number];
/** Net price highest first: the one sort offered in both directions. */
export const NET_PRICE_DESC = 'netPrice:desc';
export type ExploreSort = SortField | PersonalSort | typeof NET_PRICE_DESC;
// The order the sort select lists them: relevance (while searching), then the personal ones.
export const EXPLORE_SORTS: readonly ExploreSort[] = [
  SORT_FIELDS[0],
  ...PERSONAL_SORTS,
  ...SORT_FIELDS.slice(1).flatMap((field): ExploreSort[] => (field === 'netPrice' ? [field, NET_PRICE_DESC] : [field])),
];
/** True for the sorts by net price, which use the view's income band. */
export const sortsByNetPrice = (sort: ExploreSort) => sort === 'netPrice' || sort === NET_PRICE_DESC;
export const isPersonalSort = (sort: ExploreSort | null): sort is PersonalSort => PERSONAL_SORTS.some((field) => field === sort);

/** The parts of an Explore view (ExploreState) its sort depends on. */
export interface SortContext {
  /** Search text; relevance applies only while searching. */
  search: string;
  /** The chance filter; best match is the default while it is used. */
  chances: readonly unknown[];
  /** ZIP code; the distance sort needs one. */
  near: string | null;
  /** The sort the student chose; null means the default for the view. */
  sort: ExploreSort | null;
  /** A signed-in student with a test score (`chanceReady`): the personal sorts work for them. */
  personal?: boolean;
}

/**
 * Best match while filtering by chance (GET /api/recommendations has no relevance sort), else
 * Relevance while searching; with no search, Best match for a signed-in student with a profile,
 * otherwise Relevance, which without a search is the API's default order: well-documented, widely
 * attended campuses first (apps/api/src/catalog/explore-order.ts), not A-Z.
 */
export function defaultSort(state: Pick<SortContext, 'search' | 'chances' | 'personal'>): ExploreSort {
  if (state.chances.length > 0) return 'match';
  if (state.search.trim()) return 'relevance';
  return state.personal ? 'match' : 'relevance';
}

export function effectiveSort(state: SortContext): ExploreSort {
  if (
    state.sort === null ||
    (state.sort === 'relevance' && defaultSort(state) !== 'relevance') ||
    (state.sort === 'distance' && !state.near)
  ) {
    return defaultSort(state);
  }
  return state.sort;
}

/**
 * The sorts the select offers: relevance only while it applies (searching, or the default order for
 * a visitor), distance with a ZIP code, the personal ones only when allowed.
 */
export function sortOptions(state: SortContext, personal: boolean): ExploreSort[] {
  return EXPLORE_SORTS.filter((field) => {
    if (field === 'relevance') return defaultSort({ ...state, personal: false }) === 'relevance' && !(personal && !state.search.trim());
    if (field === 'distance') return state.near !== null;
    return personal || !isPersonalSort(field);
  });
}
