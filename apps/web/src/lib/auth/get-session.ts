import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@campuspath/contract/auth';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export const getSession = (signal?: AbortSignal) => apiGet<SessionResponse>('/auth/session', { signal });

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.session.all, queryFn: ({ signal }) => getSession(signal), staleTime: 60_000 });

export const useSession = () => useQuery(sessionQueryOptions());
