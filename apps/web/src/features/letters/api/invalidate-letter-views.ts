import type { QueryClient } from '@tanstack/react-query';
import { RECOMMENDATIONS_QUERY_KEY } from './recommendations-keys.ts';

/** Everything that shows letters and their due dates: the letters, the deadline calendar, the dashboard, the timeline and the bell. */
export function invalidateLetterViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: RECOMMENDATIONS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['deadlines'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['timeline'] }),
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  ]);
}
