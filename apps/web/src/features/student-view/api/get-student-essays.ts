import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EssayListResponse } from '@campuspath/contract/essays';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/students/{id}/essays: a student's their essays (with the essays scope), for a parent or counselor; 404 when not shared. */
export const getStudentEssays = (id: string, signal?: AbortSignal) =>
  apiGet<EssayListResponse>(`/students/${encodeURIComponent(id)}/essays`, { signal });

export const studentEssaysQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.viewedStudents.part(id, 'essays'),
    queryFn: ({ signal }) => getStudentEssays(id, signal),
    staleTime: 0,
    retry: false,
  });

export const useStudentEssays = (id: string, enabled: boolean) => useQuery({ ...studentEssaysQueryOptions(id), enabled });
