import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@campuspath/contract/profile';
import { apiGet } from '../../../lib/api-client.ts';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export const getProfile = (signal?: AbortSignal) => apiGet<ProfileResponse>('/profile', { signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile(signal), staleTime: 60_000 });

export const useProfile = () => useQuery(profileQueryOptions());
