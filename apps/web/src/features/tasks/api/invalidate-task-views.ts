import type { QueryClient } from '@tanstack/react-query';

/** Everything that shows tasks: the task list, the deadline calendar and the dashboard. */
export function invalidateTaskViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['tasks'] }),
    queryClient.invalidateQueries({ queryKey: ['deadlines'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
