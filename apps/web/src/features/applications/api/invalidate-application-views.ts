import type { QueryClient } from '@tanstack/react-query';

/** Everything that shows applications: the list, the deadline calendar and the dashboard. */
export function invalidateApplicationViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['applications', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['deadlines'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
