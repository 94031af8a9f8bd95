import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeResult } from '@campuspath/contract/reminders';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** POST /api/unsubscribe?token=…: turns off the channel an email's link names (no session; the signed token is the authority). */
export const unsubscribe = (token: string) => apiSend<UnsubscribeResult>('POST', `/unsubscribe?token=${encodeURIComponent(token)}`);

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unsubscribe, onSuccess: () => invalidateGroups(queryClient, 'reminderChannels') });
}
