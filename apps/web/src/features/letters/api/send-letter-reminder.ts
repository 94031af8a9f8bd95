import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LetterResponse } from '@campuspath/contract/letters';
import { apiSend } from '../../../lib/api-client.ts';
import { todayIso } from '../../../lib/format-date.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** Send Reminder: records today (on this device) as the last reminder. */
export const sendLetterReminder = (id: string) =>
  apiSend<LetterResponse>('POST', `/letters/${encodeURIComponent(id)}/remind`, { today: todayIso() });

export function useSendLetterReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendLetterReminder,
    onSuccess: () => invalidateGroups(queryClient, 'letters', 'datedItems'),
  });
}
