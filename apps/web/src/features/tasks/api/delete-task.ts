import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const deleteTask = (id: string) => apiSend<void>('DELETE', `/tasks/${encodeURIComponent(id)}`);

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSuccess: () => invalidateGroups(queryClient, 'tasks', 'datedItems') });
}
