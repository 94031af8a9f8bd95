import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, CounselorReplyDeadlineBody } from '@campuspath/contract/applications';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** PUT /api/students/{id}/applications/{applicationId}/reply-deadline: a counselor records the college's reply date. */
export const putStudentReplyDeadline = (studentId: string, applicationId: string, body: CounselorReplyDeadlineBody) =>
  apiSend<Application>(
    'PUT',
    `/students/${encodeURIComponent(studentId)}/applications/${encodeURIComponent(applicationId)}/reply-deadline`,
    body,
  );

export function useRecordReplyDeadline(studentId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CounselorReplyDeadlineBody) => putStudentReplyDeadline(studentId, applicationId, body),
    onSuccess: () => invalidateGroups(queryClient, 'viewedStudents'),
  });
}
