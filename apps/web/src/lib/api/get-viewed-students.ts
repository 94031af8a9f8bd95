import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ViewableStudentListResponse } from '@campuspath/contract/sharing';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /api/students: the students a parent follows or a counselor's school shares, with what each
 * shares with me, and (parents) those who stopped sharing with me. Read by the parent's page, the
 * student switcher and the invitation page, so it lives here, once. Always asked afresh: a student may switch something off at any time.
 */
export const getViewedStudents = (signal?: AbortSignal) => apiGet<ViewableStudentListResponse>('/students', { signal });

export const viewedStudentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.viewedStudents.all, queryFn: ({ signal }) => getViewedStudents(signal) });

/** `enabled: false` asks nothing (a counselor's student page needs no list of siblings). */
export const useViewedStudents = (enabled = true) => useQuery({ ...viewedStudentsQueryOptions(), enabled });
