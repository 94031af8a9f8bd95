import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const deleteEssay = (id: string) => apiSend<void>('DELETE', `/essays/${encodeURIComponent(id)}`);

export function useDeleteEssay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEssay,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.essays.detail(id) });
      // The applications show their linked essays.
      return invalidateGroups(queryClient, 'essayList', 'applications', 'datedItems');
    },
  });
}
