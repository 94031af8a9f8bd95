import { comparisonQueryOptions } from '../../features/compare/api/get-comparison.ts';
import { parseCompareLink } from '../../features/compare/compare-ids.ts';
import { revalidateOnPathOrSearch, type RoutePrefetch } from '../route-loader.ts';

/** A shared link's schools (public); /compare alone waits for the student's own list. */
export const prefetch: RoutePrefetch = async (queryClient, { request }) => {
  const { ids } = parseCompareLink(new URL(request.url).searchParams);
  if (ids.length > 0) await queryClient.prefetchQuery(comparisonQueryOptions(ids));
};

export const shouldRevalidate = revalidateOnPathOrSearch;
