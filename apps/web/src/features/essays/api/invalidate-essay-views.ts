import type { QueryClient } from '@tanstack/react-query';

/**
 * Everything that shows an essay's details: the essays tab, the applications (their linked essay
 * counts), the deadline calendar and the dashboard.
 */
export function invalidateEssayViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['essays', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['applications'] }),
    queryClient.invalidateQueries({ queryKey: ['deadlines'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
