import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckedDeadline } from '@campuspath/contract/checked-deadlines';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The API path of a high school's checked deadlines. */
export const deadlinesPath = (highSchoolId: string, rest = '') =>
  `/high-schools/${encodeURIComponent(highSchoolId)}/checked-deadlines${rest}`;

/**
 * GET …/checked-deadlines: the deadlines the school's counselors checked, each with its source.
 * Students get their own cycle (their graduation year); counselors every cycle. One list per
 * school and audience, filtered on the page (a school records a few hundred at most).
 */
export const getCheckedDeadlines = (highSchoolId: string, signal?: AbortSignal) =>
  apiGet<{ deadlines: CheckedDeadline[] }>(deadlinesPath(highSchoolId), { signal });

export const checkedDeadlinesQueryOptions = (highSchoolId: string) =>
  queryOptions({
    queryKey: queryKeys.highSchools.part(highSchoolId, 'deadlines'),
    queryFn: ({ signal }) => getCheckedDeadlines(highSchoolId, signal),
  });

/** Disabled (no request) while `highSchoolId` is null: no school, or not known yet. */
export const useCheckedDeadlines = (highSchoolId: string | null) =>
  useQuery({ ...checkedDeadlinesQueryOptions(highSchoolId ?? ''), enabled: highSchoolId !== null && highSchoolId !== '' });
