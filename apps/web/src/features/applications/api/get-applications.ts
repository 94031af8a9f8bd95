import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationListResponse } from '@campuspath/contract/applications';
import { apiGet } from '../../../lib/api-client.ts';

export const getApplications = (signal?: AbortSignal) => apiGet<ApplicationListResponse>('/applications', { signal });

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: ['applications', 'list'], queryFn: ({ signal }) => getApplications(signal), staleTime: 30_000 });

export const useApplications = () => useQuery(applicationsQueryOptions());
