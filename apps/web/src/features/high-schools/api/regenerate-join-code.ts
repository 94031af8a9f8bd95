import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinCodeResponse, ReplaceJoinCodeBody } from '@campuspath/contract/high-schools';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** POST /api/high-schools/{id}/join-code: a new join code; the old one keeps working for `graceDays`. */
export const postJoinCode = ({ schoolId, graceDays }: { schoolId: string } & ReplaceJoinCodeBody) =>
  apiSend<JoinCodeResponse>('POST', `/high-schools/${encodeURIComponent(schoolId)}/join-code`, { graceDays });

export function useRegenerateJoinCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postJoinCode, onSuccess: () => invalidateGroups(queryClient, 'highSchools') });
}
