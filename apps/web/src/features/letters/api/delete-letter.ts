import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const deleteLetter = (id: string) => apiSend<void>('DELETE', `/letters/${encodeURIComponent(id)}`);

export function useDeleteLetter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteLetter(id),
    onSuccess: () => {
      // The page that showed it is left right after, so its query is dropped rather than refetched (a 404).
      queryClient.removeQueries({ queryKey: queryKeys.letters.detail(id) });
      return invalidateGroups(queryClient, 'letters', 'datedItems');
    },
  });
}
