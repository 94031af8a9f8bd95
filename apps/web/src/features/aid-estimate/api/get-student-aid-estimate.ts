import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AidEstimateResponse } from '@campuspath/contract/aid-estimate';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useMyAidEstimate } from './aid-estimate.ts';

/**
 * `GET /api/students/{id}/aid-estimate`: the estimate a student saved, as a parent or counselor
 * the student shares costs with reads it (404 otherwise). Asked again on every visit: the student
 * can stop sharing at any time.
 */
export const getStudentAidEstimate = (studentId: string, signal?: AbortSignal) =>
  apiGet<AidEstimateResponse>(`/students/${encodeURIComponent(studentId)}/aid-estimate`, { signal });

export const studentAidEstimateQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: queryKeys.viewedStudents.part(studentId, 'aid-estimate'),
    queryFn: ({ signal }) => getStudentAidEstimate(studentId, signal),
    staleTime: 0,
    retry: false,
  });

export const useStudentAidEstimate = (studentId: string | null) =>
  useQuery({ ...studentAidEstimateQueryOptions(studentId ?? ''), enabled: studentId !== null });

/** The saved estimate a page is about: the signed-in student's own (`studentId` null), or a viewed student's. */
export function useAidEstimateOf(studentId: string | null) {
  const mine = useMyAidEstimate(studentId === null);
  const theirs = useStudentAidEstimate(studentId);
  return studentId === null ? mine : theirs;
}
