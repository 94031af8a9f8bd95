import type { QueryClient } from '@tanstack/react-query';

/**
 * Everything that shows an essay's details: the essays tab, the applications (their linked essay
 * counts), the deadline calendar, the dashboard, the timeline and the bell.
 */
export function invalidateEssayViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['essays', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['applications'] }),
    queryClient.invalidateQueries({ queryKey: ['deadlines'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    // Dated items also feed the timeline and the bell.
    queryClient.invalidateQueries({ queryKey: ['timeline'] }),
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  ]);
}
