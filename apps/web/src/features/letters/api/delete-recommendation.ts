import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { recommendationKey, recommendationsListKey } from './recommendations-keys.ts';

export const deleteRecommendation = (id: string) => apiSend<void>('DELETE', `/letters/${encodeURIComponent(id)}`);

export function useDeleteRecommendation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteRecommendation(id),
    onSuccess: () => {
      // The page that showed it is left right after, so its query is dropped rather than refetched (a 404).
      queryClient.removeQueries({ queryKey: recommendationKey(id) });
      return queryClient.invalidateQueries({ queryKey: recommendationsListKey });
    },
  });
}
