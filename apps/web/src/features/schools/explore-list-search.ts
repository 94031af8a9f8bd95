import { EXPLORE_PAGE_SIZE } from '@campuspath/contract/catalog-terms';
import { withSearchParam } from '../../lib/api/with-search-param.ts';
import { toApiQuery, toRecommendationsQuery, type ExploreState } from './explore-query.ts';

/**
 * The query strings (without `page`) of Explore's two lists, GET /api/schools and, for Best match
 * and Your chance, GET /api/recommendations. The page and the route's loader ask with the same
 * strings, so they share one cache entry.
 */
export const toSchoolsListSearch = (state: ExploreState) => withSearchParam(toApiQuery(state), 'limit', EXPLORE_PAGE_SIZE);

export const toRecommendedListSearch = (state: ExploreState) => withSearchParam(toRecommendationsQuery(state), 'limit', EXPLORE_PAGE_SIZE);
