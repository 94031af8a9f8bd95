import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        // A 4xx will not change by asking again; network hiccups might.
        retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
      },
    },
  });
}
