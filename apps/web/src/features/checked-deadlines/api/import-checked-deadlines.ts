import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { checkedDeadlinesImportResponseSchema } from '@campuspath/contract/checked-deadlines';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { deadlinesPath } from './get-checked-deadlines.ts';

export type CheckedDeadlinesImport = z.infer<typeof checkedDeadlinesImportResponseSchema>;

/**
 * POST …/checked-deadlines/import: a pasted list as CSV (sent as a file), every row saved or none;
 * a list with any problem is refused with the row report (422, `importReport` in lib/api-error-messages.ts).
 */
export function importCheckedDeadlines(highSchoolId: string, csv: string): Promise<CheckedDeadlinesImport> {
  const form = new FormData();
  form.append('file', new File([csv], 'pasted-deadlines.csv', { type: 'text/csv' }));
  return apiSend<CheckedDeadlinesImport>('POST', deadlinesPath(highSchoolId, '/import'), form);
}

export function useImportCheckedDeadlines(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importCheckedDeadlines(highSchoolId, csv),
    onSuccess: () => invalidateGroups(queryClient, 'checkedDeadlines'),
  });
}
