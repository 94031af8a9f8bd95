import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolMapResponse } from '@campuspath/contract/schools';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Marks when the points arrive; the map marks `map:painted` once it has drawn them (apps/web/bench/map-bench.ts). */
export const MAP_DATA_MARK = 'map:data';

/**
 * GET /api/schools/map: every school matching the Explore view, as points. `query` is the list's
 * filter/search/sort query (`toApiQuery` in features/schools/explore-query.ts, which has no limit or
 * page): the map plots all matches, not the loaded page.
 */
export async function getSchoolMap(query: string, signal?: AbortSignal): Promise<SchoolMapResponse> {
  const response = await apiGet<SchoolMapResponse>(`/schools/map${query ? `?${query}` : ''}`, { signal });
  performance.mark(MAP_DATA_MARK);
  return response;
}

export const schoolMapQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.schools.map(query),
    queryFn: ({ signal }) => getSchoolMap(query, signal),
    // A filter change keeps the old points on screen until the new ones arrive, so the map never blanks.
    placeholderData: keepPreviousData,
  });

/** `enabled: false` in list view: the points are fetched only when the map is shown. */
export const useSchoolMap = (query: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...schoolMapQueryOptions(query), enabled });
