import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '@campuspath/contract/recommendations';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getBalance = (signal?: AbortSignal) => apiGet<BalanceResponse>('/recommendations/balance', { signal });

/**
 * The balanced-list check of the saved schools. `savedIds` (the saved list as the server has it)
 * is part of the key, so a save or removal anywhere brings a fresh check; the profile can change
 * the labels too, so it is also asked again whenever a page showing it opens.
 */
export const balanceQueryOptions = (savedIds: readonly number[] | undefined) =>
  queryOptions({
    queryKey: queryKeys.recommendations.balance(savedIds),
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 0,
    // The counts stay on screen while a new check loads, so the status line does not blink.
    placeholderData: keepPreviousData,
  });

export const useBalance = (savedIds: readonly number[] | undefined) => useQuery(balanceQueryOptions(savedIds));
