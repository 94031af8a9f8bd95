import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../api-client.ts';
import { invalidateGroups } from '../invalidation-groups.ts';

/**
 * DELETE /api/applications/{id}/deadline-update: "Keep mine". Nothing about the
 * application changes; this counselor date is not offered again (a later change is).
 */
export const keepMyDeadline = (applicationId: string) =>
  apiSend<void>('DELETE', `/applications/${encodeURIComponent(applicationId)}/deadline-update`);

export function useKeepMyDeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => keepMyDeadline(applicationId),
    onSuccess: () => invalidateGroups(queryClient, 'deadlineUpdates'),
  });
}
