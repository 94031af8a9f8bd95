import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { RecommendationsQueryInput, RecommendationsResponse } from '@campuspath/contract/recommendations';
import { apiGet } from '../../../lib/api-client.ts';
import { recommendationsKeys } from './recommendations-keys.ts';

/** Page size of /recommendations. */
export const RECOMMENDATIONS_PAGE_SIZE = 12;

/**
 * The query string of `GET /api/recommendations` (repeated keys for lists). Fixed key order keeps
 * the query keys stable.
 */
export function toRecommendationsSearch(query: RecommendationsQueryInput): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = (query as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

export const getRecommendations = (query: RecommendationsQueryInput, signal?: AbortSignal) => {
  const search = toRecommendationsSearch(query);
  return apiGet<RecommendationsResponse>(`/recommendations${search ? `?${search}` : ''}`, { signal });
};

/*
 * The estimates follow the academic profile, which is edited elsewhere: always ask again when a
 * page showing them opens (the cached list shows meanwhile).
 */
const STALE_TIME = 0;

/** One page, e.g. the dashboard's top 4 (`{ limit: 4 }`). */
export const recommendationsQueryOptions = (query: RecommendationsQueryInput) =>
  queryOptions({
    queryKey: recommendationsKeys.list(toRecommendationsSearch(query)),
    queryFn: ({ signal }) => getRecommendations(query, signal),
    staleTime: STALE_TIME,
  });

export const useRecommendations = (query: RecommendationsQueryInput) => useQuery(recommendationsQueryOptions(query));

/** /recommendations: pages from 1; a further page exists while `next` is not null. */
export const recommendationsInfiniteQueryOptions = (query: Omit<RecommendationsQueryInput, 'page'>) => {
  const withLimit = { limit: RECOMMENDATIONS_PAGE_SIZE, ...query };
  return infiniteQueryOptions({
    queryKey: recommendationsKeys.infinite(toRecommendationsSearch(withLimit)),
    queryFn: ({ pageParam, signal }) => getRecommendations({ ...withLimit, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.next !== null ? lastPageParam + 1 : undefined),
    staleTime: STALE_TIME,
    // Changing the filter keeps the list (dimmed) and the counts in place until the new one arrives.
    placeholderData: keepPreviousData,
  });
};

export const useRecommendationsInfinite = (query: Omit<RecommendationsQueryInput, 'page'>) =>
  useInfiniteQuery(recommendationsInfiniteQueryOptions(query));
