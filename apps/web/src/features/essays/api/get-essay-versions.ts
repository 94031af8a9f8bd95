import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EssayVersionListResponse } from '@campuspath/contract/essays';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getEssayVersions = (essayId: string, signal?: AbortSignal) =>
  apiGet<EssayVersionListResponse>(`/essays/${encodeURIComponent(essayId)}/versions`, { signal });

export const essayVersionsQueryOptions = (essayId: string) =>
  queryOptions({ queryKey: queryKeys.essays.versions(essayId), queryFn: ({ signal }) => getEssayVersions(essayId, signal), staleTime: 0 });

export const useEssayVersions = (essayId: string) => useQuery(essayVersionsQueryOptions(essayId));
