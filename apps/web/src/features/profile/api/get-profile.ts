import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@campuspath/contract/profile';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getProfile = (signal?: AbortSignal) => apiGet<ProfileResponse>('/profile', { signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile.all, queryFn: ({ signal }) => getProfile(signal), staleTime: 60_000 });

export const useProfile = () => useQuery(profileQueryOptions());
