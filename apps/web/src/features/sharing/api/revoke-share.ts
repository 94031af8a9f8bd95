import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** DELETE /api/sharing/viewers/{id}: the viewer's access ends at once. */
export const deleteShare = (id: string) => apiSend<void>('DELETE', `/sharing/viewers/${encodeURIComponent(id)}`);

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteShare, onSuccess: () => invalidateGroups(queryClient, 'sharing') });
}
