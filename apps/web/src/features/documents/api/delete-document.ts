import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const deleteDocument = (id: string) => apiSend<void>('DELETE', `/documents/${encodeURIComponent(id)}`);

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    // The applications show their linked documents (the count, the delete dialog).
    onSuccess: () => invalidateGroups(queryClient, 'documents', 'applications'),
  });
}
