import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherEmailSettings } from '@campuspath/contract/teacher-email-settings';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/teacher/email-settings: deadline reminders on or off, and whether my address stopped letter request emails. */
export const getTeacherEmailSettings = (signal?: AbortSignal) => apiGet<TeacherEmailSettings>('/teacher/email-settings', { signal });

export const teacherEmailSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.teacherEmailSettings.all, queryFn: ({ signal }) => getTeacherEmailSettings(signal) });

export const useTeacherEmailSettings = () => useQuery(teacherEmailSettingsQueryOptions());
