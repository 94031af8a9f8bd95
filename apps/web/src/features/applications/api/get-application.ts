import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Application } from '@campuspath/contract/applications';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getApplication = (id: string, signal?: AbortSignal) =>
  apiGet<Application>(`/applications/${encodeURIComponent(id)}`, { signal });

export const applicationQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.applications.detail(id), queryFn: ({ signal }) => getApplication(id, signal), staleTime: 30_000 });

export const useApplication = (id: string) => useQuery(applicationQueryOptions(id));
