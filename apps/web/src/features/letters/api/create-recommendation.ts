import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRecommendationBody, RecommendationResponse } from '@campuspath/contract/letters';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateLetterViews } from './invalidate-letter-views.ts';

export const createRecommendation = (body: CreateRecommendationBody) => apiSend<RecommendationResponse>('POST', '/letters', body);

/** Add a recommender. */
export function useCreateRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecommendation,
    onSuccess: () => invalidateLetterViews(queryClient),
  });
}
