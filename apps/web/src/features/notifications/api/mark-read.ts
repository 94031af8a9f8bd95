import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadInput, Notifications } from '@campuspath/contract/reminders';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/notifications/read: some notifications by key, or all of them; answers the bell as it now stands. */
export const markRead = (input: MarkReadInput) => apiSend<Notifications>('POST', '/notifications/read', input);

/** The answer is the new state of the bell, so the badge and the list update without another request. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (notifications) => queryClient.setQueryData(queryKeys.notifications.all, notifications),
  });
}
