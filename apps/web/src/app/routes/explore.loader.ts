import { toRecommendedListSearch, toSchoolsListSearch } from '../../features/schools/explore-list-search.ts';
import { interpretedView } from '../../features/schools/explore-interpretation.ts';
import {
  parseExploreParams,
  toApiQuery,
  toExploreParams,
  usesPersonalChoices,
  type ExploreState,
} from '../../features/schools/explore-query.ts';
import { schoolMapQueryOptions } from '../../features/schools-map/api/get-school-map.ts';
import { recommendationsInfiniteQueryOptions } from '../../lib/api/get-recommendations.ts';
import { schoolsInfiniteQueryOptions } from '../../lib/api/get-schools.ts';
import type { QueryClient } from '@tanstack/react-query';
import { knownUser, type RoutePrefetch, revalidateOnPathOrSearch } from '../route-loader.ts';

/**
 * The view the URL names: its map points, or the first page of its list (the personal list only
 * for a student the session already knows, with a test score: `chanceReady`). The band the student chose
 * before is not known here: a view using it unnamed asks again from the page. Besides query
 * options this needs the page's URL parsing (explore-query.ts: plain functions, no components).
 */
export const prefetch: RoutePrefetch = async (queryClient, { request, server }) => {
  const state = parseExploreParams(new URL(request.url).searchParams);
  const personalList = knownUser(queryClient)?.chanceReady === true && usesPersonalChoices(state);
  if (state.view === 'map') {
    // The map is drawn in the browser only: its 3,000 points would make the HTML half a megabyte.
    if (!server) await queryClient.prefetchQuery(schoolMapQueryOptions(toApiQuery(state)));
  } else if (personalList) await queryClient.prefetchInfiniteQuery(recommendationsInfiniteQueryOptions(toRecommendedListSearch(state)));
  else if (!usesPersonalChoices(state)) await prefetchSchools(queryClient, state);
};

/**
 * The catalogue's list of the view, and when the API read its search as filters ("nursing in
 * ohio"), the list of the view the page is about to rewrite its URL to (use-interpreted-search.ts),
 * keyed as the page will read it: the server's HTML carries both, so the browser shows the
 * understood view at once instead of asking again ("Loading universities…").
 */
async function prefetchSchools(queryClient: QueryClient, state: ExploreState) {
  const options = schoolsInfiniteQueryOptions(toSchoolsListSearch(state));
  await queryClient.prefetchInfiniteQuery(options);
  const understood = interpretedView(state, queryClient.getQueryData(options.queryKey)?.pages[0]?.interpretation);
  if (understood === null) return;
  // As the page reads it: from the URL it writes.
  const rewritten = parseExploreParams(toExploreParams(understood));
  await queryClient.prefetchInfiniteQuery(schoolsInfiniteQueryOptions(toSchoolsListSearch(rewritten)));
}

export const shouldRevalidate = revalidateOnPathOrSearch;
