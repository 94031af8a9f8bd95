import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SchoolListResponse } from '@campuspath/contract/schools';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { withSearchParam } from './with-search-param.ts';

/**
 * GET /api/schools: one page of the public catalogue by its query string (filters, search, sort,
 * limit, page). Read by Explore's list and the school search box, so it lives here, once.
 */
export const getSchools = (search: string, signal?: AbortSignal) =>
  apiGet<SchoolListResponse>(`/schools${search ? `?${search}` : ''}`, { signal });

/**
 * Explore's infinite list: `search` is the whole query string but `page` (its `limit` included);
 * page numbers from 1, a further page exists while `next` is not null.
 */
export const schoolsInfiniteQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.schools.list(search),
    queryFn: ({ pageParam, signal }) => getSchools(withSearchParam(search, 'page', pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.next !== null ? lastPageParam + 1 : undefined),
  });

/** `enabled: false` holds the request back (Explore waits for the session before choosing a list). */
export const useSchoolsInfinite = (search: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...schoolsInfiniteQueryOptions(search), enabled });

/**
 * How the API reads a search alone ("nursing in ohio" is a major and a state), for the
 * Explore views whose list does not come from GET /api/schools (the map, Best match).
 */
export const schoolsInterpretationQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.schools.interpretation(search),
    queryFn: ({ signal }) => getSchools(new URLSearchParams({ search, limit: '1' }).toString(), signal),
    select: (page) => page.interpretation,
  });

/** How many colleges match a query string (one result asked for; the answer's `count`). */
export const schoolsCountQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.schools.count(search),
    queryFn: ({ signal }) => getSchools(withSearchParam(search, 'limit', 1), signal),
    select: (page) => page.count,
  });
