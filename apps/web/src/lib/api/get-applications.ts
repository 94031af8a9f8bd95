import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationListResponse } from '@campuspath/contract/applications';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /api/applications: the student's applications. Read by several features (the applications
 * tab, essays and documents linking to them, letters' school picks), so it lives here, once.
 */
export const getApplications = (signal?: AbortSignal) => apiGet<ApplicationListResponse>('/applications', { signal });

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.applications.list(), queryFn: ({ signal }) => getApplications(signal), staleTime: 30_000 });

export const useApplications = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...applicationsQueryOptions(), enabled: options.enabled ?? true });
