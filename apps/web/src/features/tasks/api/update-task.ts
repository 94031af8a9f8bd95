import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskListResponse, TaskResponse, UpdateTaskBody } from '@campuspath/contract/tasks';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const patchTask = (id: string, body: UpdateTaskBody) => apiSend<TaskResponse>('PATCH', `/tasks/${encodeURIComponent(id)}`, body);

/**
 * Changes a task. The list shows the change at once (optimistic) and goes back to what it was if
 * the server refuses or cannot be reached.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTaskBody }) => patchTask(id, body),
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks.list() });
      const previous = queryClient.getQueryData<TaskListResponse>(queryKeys.tasks.list());
      if (previous) {
        queryClient.setQueryData<TaskListResponse>(queryKeys.tasks.list(), {
          tasks: previous.tasks.map((task) =>
            task.id === id
              ? {
                  ...task,
                  ...(body.title !== undefined ? { title: body.title.trim() } : {}),
                  ...(body.dueDate !== undefined ? { dueDate: body.dueDate } : {}),
                  ...(body.category !== undefined ? { category: body.category } : {}),
                  ...(body.priority !== undefined ? { priority: body.priority } : {}),
                  ...(body.completed !== undefined ? { completed: body.completed } : {}),
                  ...(body.notes !== undefined ? { notes: body.notes } : {}),
                }
              : task,
          ),
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.tasks.list(), context.previous);
    },
    onSettled: () => invalidateGroups(queryClient, 'tasks', 'datedItems'),
  });
}
