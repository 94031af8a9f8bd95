import type { QueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { REMINDER_SETTINGS_KEY } from './get-reminder-settings.ts';

/**
 * After a settings change: the answer is the new settings; the bell (lead times, in-app channel)
 * and the timeline (the student's zone) are asked again. Keys are the other features' own
 * (['notifications'], ['timeline']); features do not import each other.
 */
export function applyReminderSettings(
  queryClient: QueryClient,
  settings: ReminderSettings,
  { timeZoneChanged }: { timeZoneChanged: boolean },
) {
  queryClient.setQueryData(REMINDER_SETTINGS_KEY, settings);
  void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  if (timeZoneChanged) {
    void queryClient.invalidateQueries({ queryKey: ['timeline'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  }
}
