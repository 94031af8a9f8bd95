import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendationResponse } from '@campuspath/contract/letters';
import { apiSend } from '../../../lib/api-client.ts';
import { todayIso } from '../../../lib/format-date.ts';
import { invalidateLetterViews } from './invalidate-letter-views.ts';

/** Send Request: the letter becomes requested, with today (on this device) as the date requested. */
export const sendRecommendationRequest = (id: string) =>
  apiSend<RecommendationResponse>('POST', `/letters/${encodeURIComponent(id)}/request`, { today: todayIso() });

export function useSendRecommendationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRecommendationRequest,
    onSuccess: () => invalidateLetterViews(queryClient),
  });
}
