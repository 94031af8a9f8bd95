import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DecisionsPreview } from '@campuspath/contract/admission-history-decisions';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { historyPath } from './history-path.ts';

/** GET …/admission-history/decisions?classYear= (counselors): the rows this class's consenting students give, for review. */
export const getDecisionsPreview = (highSchoolId: string, classYear: number, signal?: AbortSignal) =>
  apiGet<DecisionsPreview>(historyPath(highSchoolId, `/decisions?classYear=${classYear}`), { signal });

export const decisionsPreviewQueryOptions = (highSchoolId: string, classYear: number) =>
  queryOptions({
    queryKey: queryKeys.highSchools.part(highSchoolId, 'decisions', String(classYear)),
    queryFn: ({ signal }) => getDecisionsPreview(highSchoolId, classYear, signal),
  });

/** Fetched only once the counselor asks to review a class (`classYear` null until then). */
export const useDecisionsPreview = (highSchoolId: string, classYear: number | null) =>
  useQuery({ ...decisionsPreviewQueryOptions(highSchoolId, classYear ?? 0), enabled: classYear !== null });
