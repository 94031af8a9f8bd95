import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompareListResponse } from '@campuspath/contract/compare';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/compare-list: the signed-in student's comparison list, in order. */
export const getCompareList = (signal?: AbortSignal) => apiGet<CompareListResponse>('/compare-list', { signal });

export const compareListQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.compareList.detail(userId), queryFn: ({ signal }) => getCompareList(signal), staleTime: 30_000 });

/** Disabled (no request, so no 401) while signed out. */
export const useCompareListQuery = (userId: string | null) =>
  useQuery({ ...compareListQueryOptions(userId ?? ''), enabled: userId !== null });
