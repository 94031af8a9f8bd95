import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** DELETE /api/high-schools/membership: the student leaves their school, which ends sharing with its counselors. */
export const deleteMembership = () => apiSend<void>('DELETE', '/high-schools/membership');

export function useLeaveHighSchool() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMembership, onSuccess: () => invalidateGroups(queryClient, 'highSchools') });
}
