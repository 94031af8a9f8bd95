import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EssayListResponse } from '@campuspath/contract/essays';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getEssays = (signal?: AbortSignal) => apiGet<EssayListResponse>('/essays', { signal });

export const essaysQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.essays.list(), queryFn: ({ signal }) => getEssays(signal), staleTime: 30_000 });

export const useEssays = () => useQuery(essaysQueryOptions());
