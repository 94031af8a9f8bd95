import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { EXPLORE_PAGE_SIZE } from '@campuspath/contract/catalog-terms';
import type { SchoolListResponse } from '@campuspath/contract/schools';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * GET /api/schools, one page. `query` is the filter/search/sort part built by `toApiQuery`
 * (explore-query.ts); limit and page are added here.
 */
export function getSchools(query: string, page: number, signal?: AbortSignal): Promise<SchoolListResponse> {
  const params = new URLSearchParams(query);
  params.set('limit', String(EXPLORE_PAGE_SIZE));
  params.set('page', String(page));
  return apiGet<SchoolListResponse>(`/schools?${params.toString()}`, { signal });
}

/** The infinite Explore list: page numbers from 1; a further page exists while `next` is not null. */
export const schoolsInfiniteQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['schools', 'list', query],
    queryFn: ({ pageParam, signal }) => getSchools(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.next !== null ? lastPageParam + 1 : undefined),
  });

/** `enabled: false` holds the request back (Explore waits for the session before choosing a list). */
export const useSchoolsInfinite = (query: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...schoolsInfiniteQueryOptions(query), enabled });
