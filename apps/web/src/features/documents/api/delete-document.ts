import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { DOCUMENTS_QUERY_KEY } from './documents-keys.ts';

export const deleteDocument = (id: string) => apiSend<void>('DELETE', `/documents/${encodeURIComponent(id)}`);

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
