import type { QueryClient } from '@tanstack/react-query';

/** Everything that shows tasks: the task list, the deadline calendar, the dashboard, the timeline and the bell. */
export function invalidateTaskViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['tasks'] }),
    queryClient.invalidateQueries({ queryKey: ['deadlines'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    // Dated items also feed the timeline and the bell.
    queryClient.invalidateQueries({ queryKey: ['timeline'] }),
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  ]);
}
