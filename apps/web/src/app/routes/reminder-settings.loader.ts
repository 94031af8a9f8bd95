import { reminderSettingsQueryOptions } from '../../features/reminders/api/get-reminder-settings.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient) => {
  if (knownUser(queryClient)) await queryClient.prefetchQuery(reminderSettingsQueryOptions());
};

export const shouldRevalidate = revalidateOnPath;
