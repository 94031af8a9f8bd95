import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendationResponse, UpdateRecommendationBody } from '@campuspath/contract/letters';
import { apiSend } from '../../../lib/api-client.ts';
import { recommendationKey } from './recommendations-keys.ts';
import { invalidateLetterViews } from './invalidate-letter-views.ts';

export const updateRecommendation = (id: string, body: UpdateRecommendationBody) =>
  apiSend<RecommendationResponse>('PATCH', `/letters/${encodeURIComponent(id)}`, body);

export function useUpdateRecommendation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRecommendationBody) => updateRecommendation(id, body),
    onSuccess: (data) => {
      queryClient.setQueryData(recommendationKey(id), data);
      return invalidateLetterViews(queryClient);
    },
  });
}
