import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarSchoolsResponse } from '@campuspath/contract/school-detail';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSimilarSchools = (idOrSlug: string, signal?: AbortSignal) =>
  apiGet<SimilarSchoolsResponse>(`/schools/${encodeURIComponent(idOrSlug)}/similar`, { signal });

export const similarSchoolsQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: queryKeys.schools.similar(idOrSlug), queryFn: ({ signal }) => getSimilarSchools(idOrSlug, signal) });

export const useSimilarSchools = (idOrSlug: string) => useQuery(similarSchoolsQueryOptions(idOrSlug));
