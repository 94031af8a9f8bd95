import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskBody, TaskResponse } from '@campuspath/contract/tasks';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** POST /api/students/{id}/tasks: a counselor adds a task; the student sees it as from them. */
export const postStudentTask = (studentId: string, body: CreateTaskBody) =>
  apiSend<TaskResponse>('POST', `/students/${encodeURIComponent(studentId)}/tasks`, body);

export function useAssignTask(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskBody) => postStudentTask(studentId, body),
    onSuccess: () => invalidateGroups(queryClient, 'viewedStudents'),
  });
}
