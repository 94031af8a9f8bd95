import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** DELETE /api/high-schools/{id}/counselors/{counselorId}: never the last counselor (409 `last_counselor`). */
export const deleteCounselor = ({ schoolId, counselorId }: { schoolId: string; counselorId: string }) =>
  apiSend<void>('DELETE', `/high-schools/${encodeURIComponent(schoolId)}/counselors/${encodeURIComponent(counselorId)}`);

export function useRemoveCounselor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCounselor, onSuccess: () => invalidateGroups(queryClient, 'highSchools') });
}
