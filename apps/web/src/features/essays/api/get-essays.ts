import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EssayListResponse } from '@campuspath/contract/essays';
import { apiGet } from '../../../lib/api-client.ts';

export const ESSAYS_LIST_KEY = ['essays', 'list'] as const;

export const getEssays = (signal?: AbortSignal) => apiGet<EssayListResponse>('/essays', { signal });

export const essaysQueryOptions = () =>
  queryOptions({ queryKey: ESSAYS_LIST_KEY, queryFn: ({ signal }) => getEssays(signal), staleTime: 30_000 });

export const useEssays = () => useQuery(essaysQueryOptions());
