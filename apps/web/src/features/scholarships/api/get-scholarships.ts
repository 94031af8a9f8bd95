import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyLocalScholarshipsResponse, ScholarshipListResponse } from '@campuspath/contract/scholarships';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getScholarships = (signal?: AbortSignal) => apiGet<ScholarshipListResponse>('/scholarships', { signal });

export const scholarshipsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.scholarships.list(), queryFn: ({ signal }) => getScholarships(signal), staleTime: 30_000 });

/** The signed-in student's own scholarships (only fetched for a student). */
export const useScholarships = (enabled: boolean) => useQuery({ ...scholarshipsQueryOptions(), enabled });

export const getMyLocalScholarships = (signal?: AbortSignal) => apiGet<MyLocalScholarshipsResponse>('/local-scholarships', { signal });

/** The local scholarships of the student's school (none when they belong to no school). */
export const useMyLocalScholarships = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.scholarships.local(),
    queryFn: ({ signal }) => getMyLocalScholarships(signal),
    staleTime: 30_000,
    enabled,
  });
