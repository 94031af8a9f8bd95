import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@campuspath/contract/auth';
import { apiGet } from '../../../lib/api-client.ts';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export const getSession = (signal?: AbortSignal) => apiGet<SessionResponse>('/auth/session', { signal });

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: ({ signal }) => getSession(signal), staleTime: 60_000 });

export const useSession = () => useQuery(sessionQueryOptions());
