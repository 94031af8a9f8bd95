import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EssayVersionResponse } from '@campuspath/contract/essays';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getEssayVersion = (essayId: string, versionId: string, signal?: AbortSignal) =>
  apiGet<EssayVersionResponse>(`/essays/${encodeURIComponent(essayId)}/versions/${encodeURIComponent(versionId)}`, { signal });

/** A saved copy never changes, so it is fetched once. */
export const essayVersionQueryOptions = (essayId: string, versionId: string) =>
  queryOptions({
    queryKey: queryKeys.essays.version(essayId, versionId),
    queryFn: ({ signal }) => getEssayVersion(essayId, versionId, signal),
    staleTime: Infinity,
  });

export const useEssayVersion = (essayId: string, versionId: string | null) =>
  useQuery({ ...essayVersionQueryOptions(essayId, versionId ?? ''), enabled: versionId !== null });
