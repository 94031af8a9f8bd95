import type { RecommendationsQueryInput } from '@campuspath/contract/recommendations';
import { CHANCE_LABEL_IDS, type ChanceLabel } from '@campuspath/contract/recommendations-terms';
import { toRecommendationsSearch } from '../../lib/api/get-recommendations.ts';

/** How many schools the dashboard's "Recommended for you" card shows (the card and the dashboard's loader ask for the same). */
export const TOP_RECOMMENDATIONS = 4;

/** Page size of /recommendations. */
export const RECOMMENDATIONS_PAGE_SIZE = 12;

/**
 * The query string (without `page`) of the /recommendations list for one chance filter: the list
 * and the route's loader ask with the same one, so they share one cache entry.
 */
export const recommendationsListSearch = (query: Omit<RecommendationsQueryInput, 'page' | 'limit'>) =>
  toRecommendationsSearch({ limit: RECOMMENDATIONS_PAGE_SIZE, ...query });

/** A `?chance=` value the /recommendations filter knows. */
export const isChanceLabel = (value: string | null): value is ChanceLabel => CHANCE_LABEL_IDS.includes(value as ChanceLabel);

/** The orders /recommendations offers (`?sort=`): best match (the default), the federal chance, or your school's history. */
export const RECOMMENDATION_SORTS = [
  { id: 'match', label: 'Best match' },
  { id: 'chance', label: 'Your chance' },
  { id: 'history', label: "Your school's history" },
] as const;
export type RecommendationSort = (typeof RECOMMENDATION_SORTS)[number]['id'];

/** A `?sort=` value the /recommendations list offers (anything else is the default order). */
export const isRecommendationSort = (value: string | null): value is RecommendationSort =>
  RECOMMENDATION_SORTS.some((sort) => sort.id === value);
