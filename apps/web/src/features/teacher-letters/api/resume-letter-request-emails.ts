import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherEmailSettings } from '@campuspath/contract/teacher-email-settings';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/teacher/email-settings/stop: letter request emails to my verified address again, after "Stop these emails". */
export const resumeLetterRequestEmails = () => apiSend<TeacherEmailSettings>('DELETE', '/teacher/email-settings/stop');

export function useResumeLetterRequestEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeLetterRequestEmails,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.teacherEmailSettings.all, settings),
  });
}
