import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskBody, TaskResponse } from '@campuspath/contract/tasks';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const postTask = (body: CreateTaskBody) => apiSend<TaskResponse>('POST', '/tasks', body);

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postTask, onSuccess: () => invalidateGroups(queryClient, 'tasks', 'datedItems') });
}
