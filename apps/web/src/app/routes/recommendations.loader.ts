import { isChanceLabel, isRecommendationSort, recommendationsListSearch } from '../../features/recommendations/recommendations-search.ts';
import { recommendationsInfiniteQueryOptions } from '../../lib/api/get-recommendations.ts';
import { knownUser, type RoutePrefetch, revalidateOnPathOrSearch } from '../route-loader.ts';

/** The first page of the list for the URL's chance filter (`?chance=`) and order (`?sort=`). */
export const prefetch: RoutePrefetch = async (queryClient, { request }) => {
  if (!knownUser(queryClient)) return;
  const params = new URL(request.url).searchParams;
  const chance = params.get('chance');
  const sort = params.get('sort');
  await queryClient.prefetchInfiniteQuery(
    recommendationsInfiniteQueryOptions(
      recommendationsListSearch({
        ...(isChanceLabel(chance) ? { chance } : {}),
        ...(isRecommendationSort(sort) && sort !== 'match' ? { sort } : {}),
      }),
    ),
  );
};

export const shouldRevalidate = revalidateOnPathOrSearch;
