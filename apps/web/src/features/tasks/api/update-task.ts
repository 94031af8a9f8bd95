import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskListResponse, TaskResponse, UpdateTaskBody } from '@campuspath/contract/tasks';
import { apiSend } from '../../../lib/api-client.ts';
import { TASKS_QUERY_KEY } from './get-tasks.ts';
import { invalidateTaskViews } from './invalidate-task-views.ts';

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
      await queryClient.cancelQueries({ queryKey: TASKS_QUERY_KEY });
      const previous = queryClient.getQueryData<TaskListResponse>(TASKS_QUERY_KEY);
      if (previous) {
        queryClient.setQueryData<TaskListResponse>(TASKS_QUERY_KEY, {
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
      if (context?.previous) queryClient.setQueryData(TASKS_QUERY_KEY, context.previous);
    },
    onSettled: () => invalidateTaskViews(queryClient),
  });
}
