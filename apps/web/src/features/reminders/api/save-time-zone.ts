import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { apiSend } from '../../../lib/api-client.ts';
import { applyReminderSettings } from './reminder-views.ts';

/** PUT /api/reminders/time-zone: the browser's zone, saved once while the student has not chosen one. */
export const saveTimeZone = (timeZone: string) => apiSend<ReminderSettings>('PUT', '/reminders/time-zone', { timeZone });

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTimeZone,
    onSuccess: (settings) => applyReminderSettings(queryClient, settings, { timeZoneChanged: true }),
  });
}
