import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HighSchool, JoinHighSchoolBody } from '@campuspath/contract/high-schools';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** POST /api/high-schools/join: the student joins their school with its code (its counselors see the student's name, class year and that they joined; nothing of the plan yet). */
export const postJoinHighSchool = (body: JoinHighSchoolBody) => apiSend<{ highSchool: HighSchool }>('POST', '/high-schools/join', body);

export function useJoinHighSchool() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postJoinHighSchool, onSuccess: () => invalidateGroups(queryClient, 'highSchools') });
}
