import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentPlanResponse } from '@campuspath/contract/sharing';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/students/{id}/plan: a student's plan as a parent or counselor may see it, each part
 * present only while shared. Never kept fresh in the cache: a switch the student turns off must
 * show on the next page load (404 when nothing is shared any more, or the student revoked).
 */
export const getStudentPlan = (id: string, signal?: AbortSignal) =>
  apiGet<StudentPlanResponse>(`/students/${encodeURIComponent(id)}/plan`, { signal });

export const studentPlanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.viewedStudents.part(id, 'plan'),
    queryFn: ({ signal }) => getStudentPlan(id, signal),
    staleTime: 0,
    retry: false,
  });

export const useStudentPlan = (id: string) => useQuery(studentPlanQueryOptions(id));
