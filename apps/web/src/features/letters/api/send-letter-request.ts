import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LetterResponse } from '@campuspath/contract/letters';
import { apiSend } from '../../../lib/api-client.ts';
import { todayIso } from '../../../lib/format-date.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** Send Request: the letter becomes requested, with today (on this device) as the date requested. */
export const sendLetterRequest = (id: string) =>
  apiSend<LetterResponse>('POST', `/letters/${encodeURIComponent(id)}/request`, { today: todayIso() });

export function useSendLetterRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendLetterRequest,
    onSuccess: () => invalidateGroups(queryClient, 'letters', 'datedItems'),
  });
}
