import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateScholarshipBody, Scholarship, UpdateScholarshipBody } from '@campuspath/contract/scholarships';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

type Answer = { scholarship: Scholarship };

/** Every change to the student's list refreshes the lists, the dated items (deadlines) and the offers (awarded ones count). */
function useScholarshipMutation<V>(send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => invalidateGroups(queryClient, 'scholarships', 'datedItems') });
}

export const useCreateScholarship = () =>
  useScholarshipMutation((body: CreateScholarshipBody) => apiSend<Answer>('POST', '/scholarships', body));

export const useUpdateScholarship = () =>
  useScholarshipMutation(({ id, body }: { id: string; body: UpdateScholarshipBody }) =>
    apiSend<Answer>('PATCH', `/scholarships/${encodeURIComponent(id)}`, body),
  );

export const useDeleteScholarship = () =>
  useScholarshipMutation((id: string) => apiSend<null>('DELETE', `/scholarships/${encodeURIComponent(id)}`));

/** One click: a listing of the student's school onto their own list. */
export const useAddLocalScholarship = () =>
  useScholarshipMutation((localScholarshipId: string) => apiSend<Answer>('POST', '/scholarships/from-local', { localScholarshipId }));
