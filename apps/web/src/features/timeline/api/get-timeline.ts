import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timeline } from '@campuspath/contract/timeline';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/timeline: the admissions cycle of the student's graduation year with their own dated items. */
export const getTimeline = (signal?: AbortSignal) => apiGet<Timeline>('/timeline', { signal });

/**
 * Fresh on every visit (like the dashboard): steps depend on today and on every item the student
 * edits elsewhere; the editing features invalidate the timeline too. An answer seconds old (the
 * route loader's prefetch) is not asked for again.
 */
export const timelineQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.timeline.all, queryFn: ({ signal }) => getTimeline(signal), staleTime: 10_000 });

export const useTimeline = () => useQuery(timelineQueryOptions());
