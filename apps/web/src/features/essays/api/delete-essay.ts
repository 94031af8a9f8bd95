import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { essayQueryKey } from './get-essay.ts';
import { invalidateEssayViews } from './invalidate-essay-views.ts';

export const deleteEssay = (id: string) => apiSend<void>('DELETE', `/essays/${encodeURIComponent(id)}`);

export function useDeleteEssay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEssay,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: essayQueryKey(id) });
      return invalidateEssayViews(queryClient);
    },
  });
}
