import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { forgetDeleted, invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const deleteLetter = (id: string) => apiSend<void>('DELETE', `/letters/${encodeURIComponent(id)}`);

export function useDeleteLetter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteLetter(id),
    onSuccess: () => {
      forgetDeleted(queryClient, queryKeys.letters.detail(id));
      return invalidateGroups(queryClient, 'letters', 'datedItems');
    },
  });
}
