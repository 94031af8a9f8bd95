import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoteListResponse } from '@campuspath/contract/notes';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/applications/{id}/notes or /api/essays/{id}/notes: the counselors' notes on one of my
 * applications or essays, oldest first. One operation, two targets.
 */
export const getNotes = (targetKind: 'application' | 'essay', id: string, signal?: AbortSignal) =>
  apiGet<NoteListResponse>(`/${targetKind === 'application' ? 'applications' : 'essays'}/${encodeURIComponent(id)}/notes`, { signal });

export const notesQueryOptions = (targetKind: 'application' | 'essay', id: string) =>
  queryOptions({
    queryKey: targetKind === 'application' ? queryKeys.applications.notes(id) : queryKeys.essays.notes(id),
    queryFn: ({ signal }) => getNotes(targetKind, id, signal),
    staleTime: 30_000,
  });

export const useNotes = (targetKind: 'application' | 'essay', id: string) => useQuery(notesQueryOptions(targetKind, id));
