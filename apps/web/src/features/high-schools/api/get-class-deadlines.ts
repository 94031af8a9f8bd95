import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassDeadlinesResponse } from '@campuspath/contract/class-deadlines';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/high-schools/{id}/class-deadlines?weeks=…: the upcoming and overdue applications of the students who share them. */
export const getClassDeadlines = (schoolId: string, weeks: number, signal?: AbortSignal) =>
  apiGet<ClassDeadlinesResponse>(`/high-schools/${encodeURIComponent(schoolId)}/class-deadlines?weeks=${weeks}`, { signal });

/** Every application of those students, one row each, as a CSV file: a link the browser downloads. */
export const classDeadlinesCsvUrl = (schoolId: string) => `/api/high-schools/${encodeURIComponent(schoolId)}/class-deadlines.csv`;

export const classDeadlinesQueryOptions = (schoolId: string, weeks: number) =>
  queryOptions({
    queryKey: queryKeys.highSchools.classDeadlines(schoolId, weeks),
    queryFn: ({ signal }) => getClassDeadlines(schoolId, weeks, signal),
  });

/** Keeps the previous weeks on screen while a longer window loads; asks nothing until there is a school. */
export const useClassDeadlines = (schoolId: string, weeks: number) =>
  useQuery({ ...classDeadlinesQueryOptions(schoolId, weeks), placeholderData: keepPreviousData, enabled: schoolId !== '' });
