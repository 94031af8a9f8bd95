import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, CreateApplicationBody } from '@campuspath/contract/applications';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const createApplication = (body: CreateApplicationBody) => apiSend<Application>('POST', '/applications', body);

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: async (application) => {
      queryClient.setQueryData(queryKeys.applications.detail(application.id), application);
      await invalidateGroups(queryClient, 'applicationList', 'datedItems');
    },
  });
}
