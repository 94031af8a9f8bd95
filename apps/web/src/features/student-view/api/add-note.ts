import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateNoteBody } from '@campuspath/contract/notes';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** POST /api/students/{id}/notes: a counselor's note on an application or essay; the student reads the thread. */
export const postStudentNote = (studentId: string, body: CreateNoteBody) =>
  apiSend<unknown>('POST', `/students/${encodeURIComponent(studentId)}/notes`, body);

export function useAddNote(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNoteBody) => postStudentNote(studentId, body),
    onSuccess: () => invalidateGroups(queryClient, 'viewedStudents'),
  });
}
