import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EssayResponse, EssayVersionListResponse, EssayVersionResponse } from '@campuspath/contract/essays';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const essayUrl = (id: string, essayId: string) => `/students/${encodeURIComponent(id)}/essays/${encodeURIComponent(essayId)}`;

/** GET /api/students/{id}/essays/{essayId}: one essay with its text, read-only, for a viewer with the essays scope; 404 otherwise. */
export const getStudentEssay = (id: string, essayId: string, signal?: AbortSignal) =>
  apiGet<EssayResponse>(essayUrl(id, essayId), { signal });

export const studentEssayQueryOptions = (id: string, essayId: string) =>
  queryOptions({
    queryKey: queryKeys.viewedStudents.essay(id, essayId),
    queryFn: ({ signal }) => getStudentEssay(id, essayId, signal),
    // Asked afresh on each visit: a switch turned off is gone on the next load.
    staleTime: 0,
    retry: false,
  });

export const useStudentEssay = (id: string, essayId: string) => useQuery(studentEssayQueryOptions(id, essayId));

/** GET …/versions: the essay's saved copies, newest first. */
export const studentEssayVersionsQueryOptions = (id: string, essayId: string) =>
  queryOptions({
    queryKey: queryKeys.viewedStudents.essayVersions(id, essayId),
    queryFn: ({ signal }) => apiGet<EssayVersionListResponse>(`${essayUrl(id, essayId)}/versions`, { signal }),
    staleTime: 0,
    retry: false,
  });

export const useStudentEssayVersions = (id: string, essayId: string) => useQuery(studentEssayVersionsQueryOptions(id, essayId));

/** GET …/versions/{versionId}: one saved copy's text, fetched when the viewer opens it. */
export const useStudentEssayVersion = (id: string, essayId: string, versionId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.viewedStudents.essayVersion(id, essayId, versionId),
    queryFn: ({ signal }) => apiGet<EssayVersionResponse>(`${essayUrl(id, essayId)}/versions/${encodeURIComponent(versionId)}`, { signal }),
    // A saved copy never changes.
    staleTime: Infinity,
    retry: false,
    enabled,
  });
