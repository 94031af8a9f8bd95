import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/reminders/settings: lead times, channels, quiet hours, digest, time zone and the calendar feed. */
export const getReminderSettings = (signal?: AbortSignal) => apiGet<ReminderSettings>('/reminders/settings', { signal });

export const reminderSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.reminderSettings.all, queryFn: ({ signal }) => getReminderSettings(signal) });

export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions());
