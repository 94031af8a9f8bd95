import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notifications } from '@campuspath/contract/reminders';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/notifications: what the bell holds (items in a reminder stage, and anything overdue). */
export const getNotifications = (signal?: AbortSignal) => apiGet<Notifications>('/notifications', { signal });

/**
 * Always fresh: a deadline added or edited on any page, or a new day, can put an item in the
 * bell, so it refetches on every route change (see the bell) and whenever the window regains focus.
 */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.all,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
