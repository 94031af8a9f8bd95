import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { apiGet } from '../../../lib/api-client.ts';

export const REMINDER_SETTINGS_KEY = ['reminders', 'settings'] as const;

/** GET /api/reminders/settings: lead times, channels, quiet hours, digest, time zone and the calendar feed. */
export const getReminderSettings = (signal?: AbortSignal) => apiGet<ReminderSettings>('/reminders/settings', { signal });

export const reminderSettingsQueryOptions = () =>
  queryOptions({ queryKey: REMINDER_SETTINGS_KEY, queryFn: ({ signal }) => getReminderSettings(signal) });

export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions());
