import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LetterListResponse } from '@campuspath/contract/letters';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/students/{id}/letters: a student's their letters of recommendation (with the letters scope), for a parent or counselor; 404 when not shared. */
export const getStudentLetters = (id: string, signal?: AbortSignal) =>
  apiGet<LetterListResponse>(`/students/${encodeURIComponent(id)}/letters`, { signal });

export const studentLettersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.viewedStudents.part(id, 'letters'),
    queryFn: ({ signal }) => getStudentLetters(id, signal),
    staleTime: 0,
    retry: false,
  });

export const useStudentLetters = (id: string, enabled: boolean) => useQuery({ ...studentLettersQueryOptions(id), enabled });
