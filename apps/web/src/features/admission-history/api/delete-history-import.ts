import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { historyPath } from './history-path.ts';

/** DELETE …/admission-history/imports/{importId}: the import and its rows (rows other imports hold stay). */
export const deleteHistoryImport = (highSchoolId: string, importId: string) =>
  apiSend<void>('DELETE', historyPath(highSchoolId, `/imports/${encodeURIComponent(importId)}`));

export function useDeleteHistoryImport(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => deleteHistoryImport(highSchoolId, importId),
    onSuccess: () => invalidateGroups(queryClient, 'admissionHistory'),
  });
}
