import type { InterpretedFilters, SearchInterpretation, Suggestion } from '@campuspath/contract/schools-suggest';
import { paths } from '../../config/paths.ts';
import { EMPTY_EXPLORE_STATE, UNDERSTOOD_PARAMS, parseExploreParams, toExploreParams, type ExploreState } from './explore-query.ts';

/**
 * Plain-language search on Explore: the API reads "nursing in ohio" as the major and
 * state filters Explore already has, with what is left to search as text. These pure functions
 * fold such filters (and the majors and places the search box suggests) into a view, so the URL
 * holds the whole result and a reload or a copied link shows the same list and the same chips.
 *
 * The filters go through the URL's own parser, so anything the web does not know (a value a newer
 * API sends, a price off the slider's step) is dropped or snapped exactly as a hand-edited link
 * would be.
 */

const LIST_PARAMS = ['state', 'location', 'major', 'size', 'programType'] as const satisfies readonly (keyof InterpretedFilters)[];

/**
 * The view with these filters added: list filters gain the values (nothing chosen is dropped);
 * a price bound or a place replaces the view's own, because the student has just asked for it.
 */
export function withInterpretedFilters(state: ExploreState, filters: InterpretedFilters): ExploreState {
  const params = toExploreParams(state);
  for (const key of LIST_PARAMS) for (const value of filters[key] ?? []) params.append(key, value);
  if (filters.costMax !== undefined) {
    params.set('costMax', String(filters.costMax));
    // A lower bound above the new upper one would make the URL's range invalid (both dropped).
    if (state.cost[0] > filters.costMax) params.delete('costMin');
  }
  if (filters.netPriceMax !== undefined) params.set('netPriceMax', String(filters.netPriceMax));
  if (filters.near !== undefined) {
    params.set('near', filters.near);
    params.delete('radius');
    if (filters.radius !== undefined) params.set('radius', String(filters.radius));
    // "Colleges near 30332" asks for the nearest first: with no words left to match and no order
    // the student chose, the list is sorted by distance (the sort select says so). Words left over
    // ("state university near 30332") keep the best match first, among the colleges within reach.
    if ((state.sort === null || state.sort === 'relevance') && !state.search.trim()) params.set('sort', 'distance');
  }
  // A chosen sort survives in the URL wherever it still applies (relevance needs a search, distance a ZIP code).
  return parseExploreParams(params);
}

/**
 * The view a list answer's interpretation stands for: every recognised part's filters merged in and
 * the search reduced to the words left over. Null when the answer recognised nothing (the view is
 * already what it means), so the page rewrites its URL only when there is something to write.
 */
export function interpretedView(state: ExploreState, interpretation: SearchInterpretation | null | undefined): ExploreState | null {
  if (!interpretation || interpretation.parts.length === 0) return null;
  let next: ExploreState = { ...state, search: interpretation.text.trim() };
  const before = new Set(termsOf(toExploreParams(next)).map(([, identity]) => identity));
  for (const part of interpretation.parts) next = withInterpretedFilters(next, part.filters);
  // Mark what the words added or changed, so those chips say they came from the search.
  const added = termsOf(toExploreParams(next)).filter(([, identity]) => !before.has(identity));
  return { ...next, understood: [...new Set([...(next.understood ?? []), ...added.map(([mark]) => mark)])] };
}

/** A bound or a place is one chip whatever its value: its mark is the parameter's name alone. */
const SINGLE_VALUED = ['costMax', 'netPriceMax', 'near'];

/** Each filter value of a URL as [its mark, the name and value] (the latter tells a changed bound). */
function termsOf(params: URLSearchParams): [string, string][] {
  return UNDERSTOOD_PARAMS.flatMap((name) =>
    params.getAll(name).map((value): [string, string] => [SINGLE_VALUED.includes(name) ? name : `${name}.${value}`, `${name}.${value}`]),
  );
}

/**
 * The view after a new search is typed: its filters stay, but the nearest-first order the words of a
 * place set (the place marked as understood) goes back to the default, so the new words' best match
 * comes first; an order the student chose stays.
 */
export function withSearch(state: ExploreState, search: string): ExploreState {
  const placeOrder = state.sort === 'distance' && (state.understood ?? []).includes('near');
  return { ...state, search, ...(placeOrder && { sort: null }) };
}

/** The view after choosing a major or a place in the search box: its filter added, the typed text gone. */
export function withSuggestion(state: ExploreState, suggestion: Exclude<Suggestion, { kind: 'school' }>): ExploreState {
  const cleared = { ...state, search: '' };
  return withInterpretedFilters(cleared, suggestion.kind === 'major' ? { major: [suggestion.major] } : suggestion.filters);
}

/** Where a suggestion leads from outside Explore: a college's page, or Explore filtered by a major or place. */
export function suggestionHref(suggestion: Suggestion): string {
  if (suggestion.kind === 'school') return paths.university.getHref(suggestion.id);
  const params = toExploreParams(withSuggestion(EMPTY_EXPLORE_STATE, suggestion)).toString();
  return params ? `${paths.explore.path}?${params}` : paths.explore.path;
}
