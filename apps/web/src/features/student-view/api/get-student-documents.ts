import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentListResponse } from '@campuspath/contract/documents';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/students/{id}/documents: a student's their documents (with the documents scope), for a parent or counselor; 404 when not shared. */
export const getStudentDocuments = (id: string, signal?: AbortSignal) =>
  apiGet<DocumentListResponse>(`/students/${encodeURIComponent(id)}/documents`, { signal });

export const studentDocumentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.viewedStudents.part(id, 'documents'),
    queryFn: ({ signal }) => getStudentDocuments(id, signal),
    staleTime: 0,
    retry: false,
  });

export const useStudentDocuments = (id: string, enabled: boolean) => useQuery({ ...studentDocumentsQueryOptions(id), enabled });
