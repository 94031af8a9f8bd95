import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckedDeadline, PutCheckedDeadlineBody } from '@campuspath/contract/checked-deadlines';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { deadlinesPath } from './get-checked-deadlines.ts';

/** PUT …/checked-deadlines: records a college's deadline for a round and cycle, or changes the one recorded (students are offered the change). */
export const putCheckedDeadline = (highSchoolId: string, body: PutCheckedDeadlineBody) =>
  apiSend<{ deadline: CheckedDeadline }>('PUT', deadlinesPath(highSchoolId), body);

export function usePutCheckedDeadline(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutCheckedDeadlineBody) => putCheckedDeadline(highSchoolId, body),
    onSuccess: () => invalidateGroups(queryClient, 'checkedDeadlines'),
  });
}
