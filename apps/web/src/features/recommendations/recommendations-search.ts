import type { RecommendationsQueryInput } from '@campuspath/contract/recommendations';
import { toRecommendationsSearch } from '../../lib/api/get-recommendations.ts';

/** Page size of /recommendations. */
export const RECOMMENDATIONS_PAGE_SIZE = 12;

/**
 * The query string (without `page`) of the /recommendations list for one chance filter: the list
 * and the route's loader ask with the same one, so they share one cache entry.
 */
export const recommendationsListSearch = (query: Omit<RecommendationsQueryInput, 'page' | 'limit'>) =>
  toRecommendationsSearch({ limit: RECOMMENDATIONS_PAGE_SIZE, ...query });
