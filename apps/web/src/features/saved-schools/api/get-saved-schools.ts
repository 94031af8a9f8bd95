import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSchoolsResponse } from '@campuspath/contract/saved-schools';
import { apiGet } from '../../../lib/api-client.ts';
import { SAVED_SCHOOLS_QUERY_KEY } from './saved-schools-keys.ts';

export const getSavedSchools = (signal?: AbortSignal) => apiGet<SavedSchoolsResponse>('/saved-schools', { signal });

export const savedSchoolsQueryOptions = () =>
  queryOptions({ queryKey: SAVED_SCHOOLS_QUERY_KEY, queryFn: ({ signal }) => getSavedSchools(signal), staleTime: 30_000 });

export const useSavedSchoolsList = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...savedSchoolsQueryOptions(), enabled: options.enabled ?? true });
