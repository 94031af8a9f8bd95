import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings, ReminderSettingsInput } from '@campuspath/contract/reminders';
import { apiSend } from '../../../lib/api-client.ts';
import { applyReminderSettings } from './reminder-views.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/reminders/settings: the whole set at once; a 400 names the fields (leadDays.0, quietHours.end, timeZone). */
export const updateReminderSettings = (input: ReminderSettingsInput) => apiSend<ReminderSettings>('PUT', '/reminders/settings', input);

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSettings,
    onSuccess: (settings) => {
      const before = queryClient.getQueryData<ReminderSettings>(queryKeys.reminderSettings.all);
      applyReminderSettings(queryClient, settings, { timeZoneChanged: before?.timeZone !== settings.timeZone });
    },
  });
}
