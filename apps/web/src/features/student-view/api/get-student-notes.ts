import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoteListResponse } from '@campuspath/contract/notes';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/students/{id}/notes: a student's counselors' notes on what they share, for a parent or counselor; 404 when not shared. */
export const getStudentNotes = (id: string, signal?: AbortSignal) =>
  apiGet<NoteListResponse>(`/students/${encodeURIComponent(id)}/notes`, { signal });

export const studentNotesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.viewedStudents.part(id, 'notes'),
    queryFn: ({ signal }) => getStudentNotes(id, signal),
    staleTime: 0,
    retry: false,
  });

export const useStudentNotes = (id: string, enabled: boolean) => useQuery({ ...studentNotesQueryOptions(id), enabled });
