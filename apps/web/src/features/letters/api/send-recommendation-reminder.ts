import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendationResponse } from '@campuspath/contract/letters';
import { apiSend } from '../../../lib/api-client.ts';
import { todayIso } from '../../../lib/format-date.ts';
import { invalidateLetterViews } from './invalidate-letter-views.ts';

/** Send Reminder: records today (on this device) as the last reminder. */
export const sendRecommendationReminder = (id: string) =>
  apiSend<RecommendationResponse>('POST', `/letters/${encodeURIComponent(id)}/remind`, { today: todayIso() });

export function useSendRecommendationReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRecommendationReminder,
    onSuccess: () => invalidateLetterViews(queryClient),
  });
}
