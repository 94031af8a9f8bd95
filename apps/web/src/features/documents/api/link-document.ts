import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentResponse } from '@campuspath/contract/documents';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export interface DocumentLinkChange {
  documentId: string;
  applicationId: string;
  /** True to use the document in the application, false to stop. */
  linked: boolean;
}

export const setDocumentLink = ({ documentId, applicationId, linked }: DocumentLinkChange) =>
  apiSend<DocumentResponse>(
    linked ? 'PUT' : 'DELETE',
    `/documents/${encodeURIComponent(documentId)}/applications/${encodeURIComponent(applicationId)}`,
  );

/** Use a document in one of the student's applications, or stop using it there. */
export function useSetDocumentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDocumentLink,
    // The applications show their linked documents (the count, the delete dialog).
    onSuccess: () => invalidateGroups(queryClient, 'documents', 'applications'),
  });
}
