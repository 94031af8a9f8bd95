import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeadlineUpdate } from '@campuspath/contract/checked-deadlines';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /api/deadline-updates: my applications whose deadline differs from the one my
 * counselors checked, each with the date it could take. Read by the application page; the bell
 * has the same offers in its own answer (`deadlineUpdates`). Here because more than one feature answers them.
 */
export const getDeadlineUpdates = (signal?: AbortSignal) => apiGet<{ updates: DeadlineUpdate[] }>('/deadline-updates', { signal });

export const deadlineUpdatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.applications.deadlineUpdates, queryFn: ({ signal }) => getDeadlineUpdates(signal) });

export const useDeadlineUpdates = (enabled = true) => useQuery({ ...deadlineUpdatesQueryOptions(), enabled });
