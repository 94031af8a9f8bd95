import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskListResponse } from '@campuspath/contract/tasks';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getTasks = (signal?: AbortSignal) => apiGet<TaskListResponse>('/tasks', { signal });

export const tasksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tasks.list(), queryFn: ({ signal }) => getTasks(signal), staleTime: 30_000 });

export const useTasks = () => useQuery(tasksQueryOptions());
