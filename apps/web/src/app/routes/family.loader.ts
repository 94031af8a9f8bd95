import { reminderSettingsQueryOptions } from '../../features/reminders/api/get-reminder-settings.ts';
import { viewedStudentsQueryOptions } from '../../lib/api/get-viewed-students.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

/** A parent's start page: the students they follow and the digest switch, rendered with the page (decision 0016). */
export const prefetch: RoutePrefetch = async (queryClient) => {
  if (!knownUser(queryClient)) return;
  await Promise.all([queryClient.prefetchQuery(viewedStudentsQueryOptions()), queryClient.prefetchQuery(reminderSettingsQueryOptions())]);
};

export const shouldRevalidate = revalidateOnPath;
