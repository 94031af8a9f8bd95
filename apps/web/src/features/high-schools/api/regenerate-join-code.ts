import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinCodeResponse } from '@campuspath/contract/high-schools';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** POST /api/high-schools/{id}/join-code: a new join code, shown this once; the old one stops working. */
export const postJoinCode = (schoolId: string) =>
  apiSend<JoinCodeResponse>('POST', `/high-schools/${encodeURIComponent(schoolId)}/join-code`);

export function useRegenerateJoinCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postJoinCode, onSuccess: () => invalidateGroups(queryClient, 'highSchools') });
}
