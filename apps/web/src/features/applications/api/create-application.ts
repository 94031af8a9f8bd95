import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, CreateApplicationBody } from '@campuspath/contract/applications';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateApplicationViews } from './invalidate-application-views.ts';

export const createApplication = (body: CreateApplicationBody) => apiSend<Application>('POST', '/applications', body);

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: async (application) => {
      queryClient.setQueryData(['applications', 'detail', application.id], application);
      await invalidateApplicationViews(queryClient);
    },
  });
}
