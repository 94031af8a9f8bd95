import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@campuspath/contract/dashboard';
import { apiGet } from '../../../lib/api-client.ts';
import { todayIso } from '../../../lib/format-date.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getDashboard = (today: string, signal?: AbortSignal) => apiGet<Dashboard>(`/dashboard?today=${today}`, { signal });

/** Fresh on every visit, unless seconds old (the route loader's prefetch): dated-item edits invalidate it. */
export const dashboardQueryOptions = (today = todayIso()) =>
  queryOptions({ queryKey: queryKeys.dashboard.forDay(today), queryFn: ({ signal }) => getDashboard(today, signal), staleTime: 10_000 });

export const useDashboard = () => useQuery(dashboardQueryOptions());
