import { reminderSettingsQueryOptions } from '../../features/reminders/api/get-reminder-settings.ts';
import { knownUser, type RoutePrefetch } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient) => {
  if (knownUser(queryClient)) await queryClient.prefetchQuery(reminderSettingsQueryOptions());
};
