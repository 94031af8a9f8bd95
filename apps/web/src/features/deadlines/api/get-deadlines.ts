import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeadlinesResponse } from '@campuspath/contract/deadlines';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/deadlines: everything due from `from` to `to` (YYYY-MM-DD, both included). */
export const getDeadlines = (from: string, to: string, signal?: AbortSignal) =>
  apiGet<DeadlinesResponse>(`/deadlines?from=${from}&to=${to}`, { signal });

export const deadlinesQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.deadlines.range(from, to),
    queryFn: ({ signal }) => getDeadlines(from, to, signal),
    staleTime: 30_000,
  });

/** The previous month stays on screen while the next one loads. */
export const useDeadlines = (from: string, to: string) =>
  useQuery({ ...deadlinesQueryOptions(from, to), placeholderData: keepPreviousData });
