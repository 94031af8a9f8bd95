import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HighSchool } from '@campuspath/contract/high-schools';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/high-schools: the schools I counsel (with their counselors, student count and code expiry). */
export const getHighSchools = (signal?: AbortSignal) => apiGet<{ highSchools: HighSchool[] }>('/high-schools', { signal });

export const highSchoolsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.highSchools.all, queryFn: ({ signal }) => getHighSchools(signal) });

export const useHighSchools = () => useQuery(highSchoolsQueryOptions());
