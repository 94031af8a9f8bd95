import type { QueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/**
 * After a settings change: the answer is the new settings; the bell (lead times, in-app channel)
 * and the timeline and dashboard (the student's zone) are asked again.
 */
export function applyReminderSettings(
  queryClient: QueryClient,
  settings: ReminderSettings,
  { timeZoneChanged }: { timeZoneChanged: boolean },
) {
  queryClient.setQueryData(queryKeys.reminderSettings.all, settings);
  void invalidateGroups(queryClient, ...(timeZoneChanged ? (['reminderSettings', 'timeZone'] as const) : (['reminderSettings'] as const)));
}
