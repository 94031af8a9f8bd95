import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportDecisionsBody, ImportDecisionsResponse } from '@campuspath/contract/admission-history-decisions';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { historyPath } from './history-path.ts';

/**
 * POST …/admission-history/decisions: the class and the fingerprint of the rows reviewed. 201 (imported)
 * or 200 (the same rows were imported before); 409 `decisions_changed` when they changed since.
 */
export const importDecisions = (highSchoolId: string, body: ImportDecisionsBody) =>
  apiSend<ImportDecisionsResponse>('POST', historyPath(highSchoolId, '/decisions'), body);

export function useImportDecisions(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportDecisionsBody) => importDecisions(highSchoolId, body),
    // The history, its imports and the preview (which now names the import) all change.
    onSettled: () => invalidateGroups(queryClient, 'admissionHistory'),
  });
}
