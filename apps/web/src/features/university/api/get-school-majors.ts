import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MajorsResponse } from '@campuspath/contract/majors';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSchoolMajors = (idOrSlug: string, signal?: AbortSignal) =>
  apiGet<MajorsResponse>(`/schools/${encodeURIComponent(idOrSlug)}/majors`, { signal });

export const schoolMajorsQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: queryKeys.schools.majors(idOrSlug), queryFn: ({ signal }) => getSchoolMajors(idOrSlug, signal) });

export const useSchoolMajors = (idOrSlug: string) => useQuery(schoolMajorsQueryOptions(idOrSlug));
