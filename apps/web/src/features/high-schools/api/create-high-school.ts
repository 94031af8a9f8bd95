import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedHighSchoolResponse, CreateHighSchoolBody } from '@campuspath/contract/high-schools';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** POST /api/high-schools: a counselor creates their school; its join code is in the answer, shown this once. */
export const postHighSchool = (body: CreateHighSchoolBody) => apiSend<CreatedHighSchoolResponse>('POST', '/high-schools', body);

export function useCreateHighSchool() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postHighSchool, onSuccess: () => invalidateGroups(queryClient, 'highSchools') });
}
