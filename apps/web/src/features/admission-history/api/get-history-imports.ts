import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryImport } from '@campuspath/contract/admission-history-imports';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { historyPath } from './history-path.ts';

/** GET …/admission-history/imports (counselors): every import of the school's history, newest first. */
export const getHistoryImports = (highSchoolId: string, signal?: AbortSignal) =>
  apiGet<{ imports: HistoryImport[] }>(historyPath(highSchoolId, '/imports'), { signal });

export const historyImportsQueryOptions = (highSchoolId: string) =>
  queryOptions({
    queryKey: queryKeys.highSchools.part(highSchoolId, 'imports'),
    queryFn: ({ signal }) => getHistoryImports(highSchoolId, signal),
  });

export const useHistoryImports = (highSchoolId: string) =>
  useQuery({ ...historyImportsQueryOptions(highSchoolId), enabled: highSchoolId !== '' });

/** One import back as CSV (its rows as imported, colleges by UNITID): a plain download link. */
export const historyImportCsvUrl = (highSchoolId: string, importId: string) =>
  `/api${historyPath(highSchoolId, `/imports/${encodeURIComponent(importId)}/csv`)}`;
