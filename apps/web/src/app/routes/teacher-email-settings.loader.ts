import { teacherEmailSettingsQueryOptions } from '../../features/teacher-letters/api/get-teacher-email-settings.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient) => {
  if (knownUser(queryClient)?.role !== 'teacher') return;
  await queryClient.prefetchQuery(teacherEmailSettingsQueryOptions());
};

export const shouldRevalidate = revalidateOnPath;
