import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentResponse, UpdateDocumentBody } from '@campuspath/contract/documents';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const updateDocument = (id: string, body: UpdateDocumentBody) =>
  apiSend<DocumentResponse>('PATCH', `/documents/${encodeURIComponent(id)}`, body);

/** Rename a document or change its type. */
export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDocumentBody }) => updateDocument(id, body),
    onSuccess: () => invalidateGroups(queryClient, 'documents'),
  });
}
