import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { deadlinesPath } from './get-checked-deadlines.ts';

/** DELETE …/checked-deadlines/{deadlineId}. */
export const deleteCheckedDeadline = (highSchoolId: string, deadlineId: string) =>
  apiSend<void>('DELETE', deadlinesPath(highSchoolId, `/${encodeURIComponent(deadlineId)}`));

export function useDeleteCheckedDeadline(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deadlineId: string) => deleteCheckedDeadline(highSchoolId, deadlineId),
    onSuccess: () => invalidateGroups(queryClient, 'checkedDeadlines'),
  });
}
