import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/**
 * DELETE …/roster/teachers/{teacherId} (counselors): takes a teacher off the roster, a mistyped
 * address or a teacher who left. Students stop seeing them in the teacher picker; a joined teacher
 * is unlinked from the school; their account and the letter requests already made stay.
 */
export function useRemoveRosterTeacher(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacherId: string) =>
      apiSend<null>('DELETE', `/high-schools/${encodeURIComponent(highSchoolId)}/roster/teachers/${encodeURIComponent(teacherId)}`),
    onSuccess: () => invalidateGroups(queryClient, 'roster'),
  });
}
