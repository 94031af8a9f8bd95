import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, UpdateApplicationBody } from '@campuspath/contract/applications';
import { checklistMissingItems, checklistProgress } from '@campuspath/contract/applications-terms';
import { apiSend } from '../../../lib/api-client.ts';
import { mutationKeys, mutationScopes } from '../../../lib/mutation-keys.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const updateApplication = (id: string, body: UpdateApplicationBody) =>
  apiSend<Application>('PATCH', `/applications/${encodeURIComponent(id)}`, body);

/**
 * PATCH an application. A checklist change shows at once (optimistic), so quick successive
 * ticks each start from the latest list; a failure puts the previous list back.
 */
export function useUpdateApplication(id: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.applications.detail(id);
  const mutationKey = mutationKeys.updateApplication(id);
  return useMutation({
    mutationKey,
    // One save at a time per application: quick ticks reach the server in order.
    scope: mutationScopes.application(id),
    mutationFn: (body: UpdateApplicationBody) => updateApplication(id, body),
    onMutate: async (body) => {
      if (!body.checklist) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Application>(key);
      if (previous) {
        const checklist = body.checklist.map((item, index) => ({
          id: item.id ?? `pending-${index}`,
          label: item.label.trim(),
          done: item.done ?? false,
        }));
        queryClient.setQueryData<Application>(key, {
          ...previous,
          checklist,
          progress: checklistProgress(checklist),
          missingItems: checklistMissingItems(previous.status, checklist),
        });
      }
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (application) => {
      // While a later change is still on its way, its optimistic list stays on screen.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, application);
    },
    // The page's own entry holds the answer; the list and the dated views follow, and so do the
    // tasks (a waitlist adds one to confirm interest) and the offers (an admission opens one).
    onSettled: () => invalidateGroups(queryClient, 'applicationList', 'datedItems', 'tasks', 'offers'),
  });
}
