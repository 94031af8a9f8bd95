import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EssayResponse } from '@campuspath/contract/essays';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getEssay = (id: string, signal?: AbortSignal) => apiGet<EssayResponse>(`/essays/${encodeURIComponent(id)}`, { signal });

/**
 * The essay with its text. Never refetched in the background: the editor owns the text while it
 * is open, and each save puts the saved essay in the cache.
 */
export const essayQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.essays.detail(id),
    queryFn: ({ signal }) => getEssay(id, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useEssay = (id: string) => useQuery(essayQueryOptions(id));
