import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompareResponse } from '@campuspath/contract/compare';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/compare?ids=…: public catalogue data, so the key starts with 'schools' (kept across sign-in). */
export const getComparison = (ids: readonly (string | number)[], signal?: AbortSignal) =>
  apiGet<CompareResponse>(`/compare?ids=${ids.map((id) => encodeURIComponent(String(id))).join(',')}`, { signal });

export const comparisonQueryOptions = (ids: readonly (string | number)[]) =>
  queryOptions({ queryKey: queryKeys.schools.comparison(ids), queryFn: ({ signal }) => getComparison(ids, signal) });

/**
 * The comparison of `ids` (nothing is fetched for an empty list). While another list loads, the
 * previous answer stays (the tray keeps its names instead of flashing empty).
 */
export const useComparison = (ids: readonly (string | number)[], options: { keepPrevious?: boolean } = {}) =>
  useQuery({
    ...comparisonQueryOptions(ids),
    enabled: ids.length > 0,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
