import { isChanceLabel, recommendationsListSearch } from '../../features/recommendations/recommendations-search.ts';
import { recommendationsInfiniteQueryOptions } from '../../lib/api/get-recommendations.ts';
import { knownUser, type RoutePrefetch, revalidateOnPathOrSearch } from '../route-loader.ts';

/** The first page of the list for the URL's chance filter (`?chance=`). */
export const prefetch: RoutePrefetch = async (queryClient, { request }) => {
  if (!knownUser(queryClient)) return;
  const chance = new URL(request.url).searchParams.get('chance');
  await queryClient.prefetchInfiniteQuery(
    recommendationsInfiniteQueryOptions(recommendationsListSearch(isChanceLabel(chance) ? { chance } : {})),
  );
};

export const shouldRevalidate = revalidateOnPathOrSearch;
