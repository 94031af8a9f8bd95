import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** `keep` unlinks the application's essays and documents; `delete` deletes those no other application uses. */
export type LinkedItemsChoice = 'keep' | 'delete';

export const deleteApplication = (id: string, linked: LinkedItemsChoice) =>
  apiSend<void>('DELETE', `/applications/${encodeURIComponent(id)}?linked=${linked}`);

export function useDeleteApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linked: LinkedItemsChoice) => deleteApplication(id, linked),
    onSuccess: async () => {
      // Marked stale, not removed: the page still showing it must not ask for it again (a 404)
      // before it navigates away; coming back later refetches and shows "not found".
      await queryClient.invalidateQueries({ queryKey: queryKeys.applications.detail(id), refetchType: 'none' });
      // Deleting can delete or unlink essays and documents too.
      await invalidateGroups(queryClient, 'applicationList', 'datedItems', 'essays', 'documents');
    },
  });
}
