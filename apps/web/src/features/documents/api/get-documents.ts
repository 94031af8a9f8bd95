import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentListResponse } from '@campuspath/contract/documents';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getDocuments = (signal?: AbortSignal) => apiGet<DocumentListResponse>('/documents', { signal });

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.documents.list(), queryFn: ({ signal }) => getDocuments(signal) });

export const useDocuments = () => useQuery(documentsQueryOptions());

/** Where the browser downloads a document's file (an attachment, served only to its owner). */
export const documentFileHref = (id: string) => `/api/documents/${encodeURIComponent(id)}/file`;
