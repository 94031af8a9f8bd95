import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HistoryImportResponse } from '@campuspath/contract/admission-history-imports';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { historyPath } from './history-path.ts';

/** The file, and the colleges chosen for names the catalogue could not place alone (name as in the file -> UNITID). */
export interface HistoryImportInput {
  file: File;
  names?: ReadonlyMap<string, number>;
}

/**
 * POST …/admission-history/imports: the CSV as a multipart `file`, with `names` ("UNITID:name") for
 * each name the counselor chose a college for. 201 (imported) or 200 (the same rows were imported
 * before) with the report; a file with any problem is refused whole (422 `import_rejected`, its
 * report read by `importReport` in lib/api-error-messages.ts).
 */
export function importHistory(highSchoolId: string, { file, names }: HistoryImportInput): Promise<HistoryImportResponse> {
  const form = new FormData();
  form.append('file', file);
  const query = new URLSearchParams();
  for (const [name, id] of names ?? []) query.append('names', `${id}:${name}`);
  const search = query.toString();
  return apiSend<HistoryImportResponse>('POST', historyPath(highSchoolId, `/imports${search ? `?${search}` : ''}`), form);
}

export function useImportHistory(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HistoryImportInput) => importHistory(highSchoolId, input),
    onSuccess: () => invalidateGroups(queryClient, 'admissionHistory'),
  });
}
