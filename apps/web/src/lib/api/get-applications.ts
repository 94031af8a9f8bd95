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

/** `select` derives what a feature needs (e.g. documents' picker options) from the one cached answer. */
export const useApplications = <T = ApplicationListResponse>(
  options: { enabled?: boolean; select?: (response: ApplicationListResponse) => T } = {},
) => useQuery({ ...applicationsQueryOptions(), enabled: options.enabled ?? true, select: options.select });
