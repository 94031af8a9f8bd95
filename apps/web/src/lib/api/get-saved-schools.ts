import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSchoolsResponse } from '@campuspath/contract/saved-schools';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/saved-schools: the saved list, read by the saved page, the dashboard, letters' school picks and others. */
export const getSavedSchools = (signal?: AbortSignal) => apiGet<SavedSchoolsResponse>('/saved-schools', { signal });

export const savedSchoolsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.savedSchools.all, queryFn: ({ signal }) => getSavedSchools(signal), staleTime: 30_000 });

export const useSavedSchoolsList = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...savedSchoolsQueryOptions(), enabled: options.enabled ?? true });
