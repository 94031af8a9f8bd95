import { queryOptions, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { Dashboard } from '@campuspath/contract/dashboard';
import { apiGet } from '../../../lib/api-client.ts';

/** The student's own calendar day, so "days left" counts match their clock. */
export const localToday = () => format(new Date(), 'yyyy-MM-dd');

export const getDashboard = (today: string, signal?: AbortSignal) => apiGet<Dashboard>(`/dashboard?today=${today}`, { signal });

export const dashboardQueryOptions = (today = localToday()) =>
  queryOptions({ queryKey: ['dashboard', today], queryFn: ({ signal }) => getDashboard(today, signal), staleTime: 0 });

export const useDashboard = () => useQuery(dashboardQueryOptions());
