import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistorySettings } from '@campuspath/contract/admission-history';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { historyPath } from './history-path.ts';

/** GET …/admission-history/settings (counselors): the display minimum, the class years students see, and those the history holds. */
export const getHistorySettings = (highSchoolId: string, signal?: AbortSignal) =>
  apiGet<{ settings: HistorySettings }>(historyPath(highSchoolId, '/settings'), { signal });

export const historySettingsQueryOptions = (highSchoolId: string) =>
  queryOptions({
    queryKey: queryKeys.highSchools.part(highSchoolId, 'settings'),
    queryFn: ({ signal }) => getHistorySettings(highSchoolId, signal),
  });

export const useHistorySettings = (highSchoolId: string) =>
  useQuery({ ...historySettingsQueryOptions(highSchoolId), enabled: highSchoolId !== '' });
