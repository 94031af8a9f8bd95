import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HistoryImportResponse } from '@campuspath/contract/admission-history';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { historyPath } from './history-path.ts';

/**
 * POST …/admission-history/imports: the CSV as a multipart `file`. 201 (imported) or 200 (the same
 * rows were imported before) with the report; a file with any problem is refused whole (422
 * `import_rejected`, its report read by `importReport` in lib/api-error-messages.ts).
 */
export function importHistory(highSchoolId: string, file: File): Promise<HistoryImportResponse> {
  const form = new FormData();
  form.append('file', file);
  return apiSend<HistoryImportResponse>('POST', historyPath(highSchoolId, '/imports'), form);
}

export function useImportHistory(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importHistory(highSchoolId, file),
    onSuccess: () => invalidateGroups(queryClient, 'admissionHistory'),
  });
}
