import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HighSchool } from '@campuspath/contract/high-schools';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/high-schools: the schools I counsel (with their counselors, student count and code expiry), or the one I attend. */
export const getHighSchools = (signal?: AbortSignal) => apiGet<{ highSchools: HighSchool[] }>('/high-schools', { signal });

export const highSchoolsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.highSchools.all, queryFn: ({ signal }) => getHighSchools(signal) });

/** Disabled (no request) while `enabled` is false: signed out, or not an account that has schools. */
export const useHighSchools = (enabled = true) => useQuery({ ...highSchoolsQueryOptions(), enabled });

/**
 * The high school a signed-in student attends (its history and checked deadlines show
 * on their pages): undefined while it is being asked, null when they attend none (or `enabled` is false).
 */
export function useStudentHighSchool(enabled: boolean): HighSchool | null | undefined {
  const schools = useHighSchools(enabled);
  if (!enabled) return null;
  if (!schools.data) return schools.isError ? null : undefined;
  return schools.data.highSchools.find((school) => school.membership === 'student') ?? null;
}
