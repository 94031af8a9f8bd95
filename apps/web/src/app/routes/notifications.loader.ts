import { notificationsQueryOptions } from '../../features/notifications/api/get-notifications.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient) => {
  if (knownUser(queryClient)) await queryClient.prefetchQuery(notificationsQueryOptions());
};

export const shouldRevalidate = revalidateOnPath;
