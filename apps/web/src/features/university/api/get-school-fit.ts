import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolFitResponse } from '@campuspath/contract/recommendations';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/schools/{id}/fit: the student's chance and match at one school. Needs a session. */
export const getSchoolFit = (schoolId: number, signal?: AbortSignal) => apiGet<SchoolFitResponse>(`/schools/${schoolId}/fit`, { signal });

/** The key holds the student's id, so another account on the same tab never sees this answer. */
export const schoolFitQueryOptions = (userId: string, schoolId: number) =>
  queryOptions({ queryKey: queryKeys.recommendations.fit(userId, schoolId), queryFn: ({ signal }) => getSchoolFit(schoolId, signal) });

/** Disabled (no request, so no 401) while `userId` is null: signed out, or the session is still being checked. */
export const useSchoolFit = (userId: string | null, schoolId: number) =>
  useQuery({ ...schoolFitQueryOptions(userId ?? '', schoolId), enabled: userId !== null });
