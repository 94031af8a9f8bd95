import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryResponse } from '@campuspath/contract/admission-history';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { historyPath } from './history-path.ts';

export interface HistoryRead {
  /** UNITIDs, 1 to 10. */
  colleges: readonly number[];
  round?: ApplicationRound | null;
  /** Counselors: `students` previews what students see; students always get it. */
  view?: 'students';
}

/** The query string of a read, in a fixed order so equal reads share a cache entry. */
export function historyReadSearch({ colleges, round, view }: HistoryRead): string {
  const params = new URLSearchParams();
  for (const college of colleges) params.append('college', String(college));
  if (round) params.set('round', round);
  if (view) params.set('view', view);
  return params.toString();
}

/**
 * GET /api/high-schools/{id}/admission-history?college=…: the school's past applicants at each
 * college (points, the GPA-only strip, the table, counts by round, the student's position and
 * "students like you"), as the school chose to show them.
 */
export const getSchoolHistory = (highSchoolId: string, search: string, signal?: AbortSignal) =>
  apiGet<HistoryResponse>(historyPath(highSchoolId, `?${search}`), { signal });

export const schoolHistoryQueryOptions = (highSchoolId: string, read: HistoryRead) => {
  const search = historyReadSearch(read);
  return queryOptions({
    queryKey: queryKeys.highSchools.part(highSchoolId, 'history', search),
    queryFn: ({ signal }) => getSchoolHistory(highSchoolId, search, signal),
  });
};

/**
 * Switching the round keeps the same college's chart on screen (dimmed by the caller) until the
 * new answer arrives; another college never shows the previous one's.
 */
export const useSchoolHistory = (highSchoolId: string | null, read: HistoryRead) =>
  useQuery({
    ...schoolHistoryQueryOptions(highSchoolId ?? '', read),
    enabled: highSchoolId !== null && read.colleges.length > 0,
    placeholderData: (previous) =>
      previous && previous.colleges.map((college) => college.collegeId).join() === read.colleges.join() ? previous : undefined,
  });
