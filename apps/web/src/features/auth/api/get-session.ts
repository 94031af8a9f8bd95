import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@campuspath/contract/auth';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const SESSION_QUERY_KEY = queryKeys.session.all;

export const getSession = (signal?: AbortSignal) => apiGet<SessionResponse>('/auth/session', { signal });

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: ({ signal }) => getSession(signal), staleTime: 60_000 });

export const useSession = () => useQuery(sessionQueryOptions());
