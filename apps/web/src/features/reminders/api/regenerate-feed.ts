import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/reminders/feed: a new secret feed URL; the old one answers 404 from then on. */
export const regenerateFeed = () => apiSend<ReminderSettings>('POST', '/reminders/feed');

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateFeed,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.reminderSettings.all, settings),
  });
}
