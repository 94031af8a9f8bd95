import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { recommendationKey } from './recommendations-keys.ts';
import { invalidateLetterViews } from './invalidate-letter-views.ts';

export const deleteRecommendation = (id: string) => apiSend<void>('DELETE', `/letters/${encodeURIComponent(id)}`);

export function useDeleteRecommendation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteRecommendation(id),
    onSuccess: () => {
      // The page that showed it is left right after, so its query is dropped rather than refetched (a 404).
      queryClient.removeQueries({ queryKey: recommendationKey(id) });
      return invalidateLetterViews(queryClient);
    },
  });
}
