import type { QueryClient } from '@tanstack/react-query';

/** Everything that shows applications: the list, the deadline calendar, the dashboard, the timeline and the bell. */
export function invalidateApplicationViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['applications', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['deadlines'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    // Dated items also feed the timeline and the bell.
    queryClient.invalidateQueries({ queryKey: ['timeline'] }),
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  ]);
}
