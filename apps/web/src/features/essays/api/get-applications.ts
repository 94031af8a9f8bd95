import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationListResponse } from '@campuspath/contract/applications';
import { ApiRequestError, apiGet } from '../../../lib/api-client.ts';

/**
 * The student's applications, to link essays to. Shares its cache entry with the applications
 * tab (same key, same answer). A server without the applications API yet answers as if empty.
 */
export const getApplicationChoices = async (signal?: AbortSignal): Promise<ApplicationListResponse> => {
  try {
    return await apiGet<ApplicationListResponse>('/applications', { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { applications: [] };
    throw error;
  }
};

export const applicationChoicesQueryOptions = () =>
  queryOptions({ queryKey: ['applications', 'list'], queryFn: ({ signal }) => getApplicationChoices(signal), staleTime: 30_000 });

export const useApplicationChoices = () => useQuery(applicationChoicesQueryOptions());
