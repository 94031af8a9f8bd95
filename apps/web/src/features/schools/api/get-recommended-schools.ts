import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { EXPLORE_PAGE_SIZE } from '@campuspath/contract/catalog-terms';
import type { RecommendationsResponse } from '@campuspath/contract/recommendations';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * GET /api/recommendations, one page: the schools list filters plus `chance`, with the student's
 * fit on every school. `query` is built by `toRecommendationsQuery` (explore-query.ts); limit and
 * page are added here. Needs a session.
 */
export function getRecommendedSchools(query: string, page: number, signal?: AbortSignal): Promise<RecommendationsResponse> {
  const params = new URLSearchParams(query);
  params.set('limit', String(EXPLORE_PAGE_SIZE));
  params.set('page', String(page));
  return apiGet<RecommendationsResponse>(`/recommendations?${params.toString()}`, { signal });
}

/**
 * Explore's personal list (Best match, Your chance), paged like the schools list. The key holds
 * the student's id, so another account on the same tab never sees these answers.
 */
export const recommendedSchoolsInfiniteQueryOptions = (userId: string, query: string) =>
  infiniteQueryOptions({
    queryKey: ['recommendations', 'explore', userId, query],
    queryFn: ({ pageParam, signal }) => getRecommendedSchools(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.next !== null ? lastPageParam + 1 : undefined),
  });

/** Disabled (no request) while `userId` is null: the list needs a signed-in student. */
export const useRecommendedSchoolsInfinite = (userId: string | null, query: string) =>
  useInfiniteQuery({ ...recommendedSchoolsInfiniteQueryOptions(userId ?? '', query), enabled: userId !== null });
