import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendationResponse, UpdateRecommendationBody } from '@campuspath/contract/letters';
import { apiSend } from '../../../lib/api-client.ts';
import { RECOMMENDATIONS_QUERY_KEY, recommendationKey } from './recommendations-keys.ts';

export const updateRecommendation = (id: string, body: UpdateRecommendationBody) =>
  apiSend<RecommendationResponse>('PATCH', `/letters/${encodeURIComponent(id)}`, body);

export function useUpdateRecommendation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRecommendationBody) => updateRecommendation(id, body),
    onSuccess: (data) => {
      queryClient.setQueryData(recommendationKey(id), data);
      return queryClient.invalidateQueries({ queryKey: RECOMMENDATIONS_QUERY_KEY });
    },
  });
}
