import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { RecommendationsQueryInput, RecommendationsResponse } from '@campuspath/contract/recommendations';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { withSearchParam } from './with-search-param.ts';

/**
 * GET /api/recommendations: ranked schools with the student's fit. Read by the recommendations
 * page, the dashboard's top picks and Explore's personal list (Best match, Your chance), so it
 * lives here, once. Needs a session.
 */
export const getRecommendations = (search: string, signal?: AbortSignal) =>
  apiGet<RecommendationsResponse>(`/recommendations${search ? `?${search}` : ''}`, { signal });

/** The query string of a typed query (repeated keys for lists). Fixed key order keeps the query keys stable. */
export function toRecommendationsSearch(query: RecommendationsQueryInput): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = (query as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

/*
 * The estimates follow the academic profile, which is edited elsewhere (saving it invalidates
 * them): ask again when a page showing them opens, unless the answer is seconds old, so the
 * route loader's prefetch and the page's first render share one request.
 */
const STALE_TIME = 10_000;

/** One page, e.g. the dashboard's top 4 (`{ limit: 4 }`). */
export const recommendationsQueryOptions = (query: RecommendationsQueryInput) => {
  const search = toRecommendationsSearch(query);
  return queryOptions({
    queryKey: queryKeys.recommendations.list(search),
    queryFn: ({ signal }) => getRecommendations(search, signal),
    staleTime: STALE_TIME,
  });
};

export const useRecommendations = (query: RecommendationsQueryInput) => useQuery(recommendationsQueryOptions(query));

/**
 * Page after page from 1 (a further page exists while `next` is not null). `search` is the whole
 * query string but `page`, its `limit` included: the recommendations page and Explore ask with
 * their own filters and page sizes and share this one definition. The student's answers never
 * show for another account: signing in or out drops every personal entry.
 */
export const recommendationsInfiniteQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.recommendations.infinite(search),
    queryFn: ({ pageParam, signal }) => getRecommendations(withSearchParam(search, 'page', pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.next !== null ? lastPageParam + 1 : undefined),
    staleTime: STALE_TIME,
  });

/**
 * Disabled (no request, so no 401) while `enabled` is false: signed out, or the session is still
 * being checked. `keepPrevious` keeps the list (dimmed) and its counts in place while a new filter loads.
 */
export const useRecommendationsInfinite = (search: string, options: { enabled?: boolean; keepPrevious?: boolean } = {}) =>
  useInfiniteQuery({
    ...recommendationsInfiniteQueryOptions(search),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
