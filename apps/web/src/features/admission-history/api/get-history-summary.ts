import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistorySummaryResponse } from '@campuspath/contract/admission-history';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { historyPath } from './history-path.ts';

/** GET …/admission-history/summary: the colleges the history holds, with applicants (students: only those shown to them). */
export const getHistorySummary = (highSchoolId: string, signal?: AbortSignal) =>
  apiGet<HistorySummaryResponse>(historyPath(highSchoolId, '/summary'), { signal });

export const historySummaryQueryOptions = (highSchoolId: string) =>
  queryOptions({
    queryKey: queryKeys.highSchools.part(highSchoolId, 'summary'),
    queryFn: ({ signal }) => getHistorySummary(highSchoolId, signal),
  });

export const useHistorySummary = (highSchoolId: string) =>
  useQuery({ ...historySummaryQueryOptions(highSchoolId), enabled: highSchoolId !== '' });
