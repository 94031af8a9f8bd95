import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskListResponse } from '@campuspath/contract/tasks';
import { apiGet } from '../../../lib/api-client.ts';

export const TASKS_QUERY_KEY = ['tasks', 'list'] as const;

export const getTasks = (signal?: AbortSignal) => apiGet<TaskListResponse>('/tasks', { signal });

export const tasksQueryOptions = () =>
  queryOptions({ queryKey: TASKS_QUERY_KEY, queryFn: ({ signal }) => getTasks(signal), staleTime: 30_000 });

export const useTasks = () => useQuery(tasksQueryOptions());
