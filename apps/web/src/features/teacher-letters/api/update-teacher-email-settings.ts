import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherEmailSettings, TeacherEmailSettingsInput } from '@campuspath/contract/teacher-email-settings';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/teacher/email-settings: deadline reminder emails on or off; the answer is the settings as saved. */
export const updateTeacherEmailSettings = (input: TeacherEmailSettingsInput) =>
  apiSend<TeacherEmailSettings>('PUT', '/teacher/email-settings', input);

export function useUpdateTeacherEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeacherEmailSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.teacherEmailSettings.all, settings),
  });
}
