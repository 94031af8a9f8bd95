import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EssayVersionListResponse } from '@campuspath/contract/essays';
import { apiGet } from '../../../lib/api-client.ts';

export const essayVersionsKey = (essayId: string) => ['essays', 'detail', essayId, 'versions'] as const;

export const getEssayVersions = (essayId: string, signal?: AbortSignal) =>
  apiGet<EssayVersionListResponse>(`/essays/${encodeURIComponent(essayId)}/versions`, { signal });

export const essayVersionsQueryOptions = (essayId: string) =>
  queryOptions({ queryKey: essayVersionsKey(essayId), queryFn: ({ signal }) => getEssayVersions(essayId, signal), staleTime: 0 });

export const useEssayVersions = (essayId: string) => useQuery(essayVersionsQueryOptions(essayId));
