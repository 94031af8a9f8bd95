import type { Selectable } from 'kysely';
import type { LetterRequest } from '@campuspath/contract/letter-requests';
import type { Catalog } from '../../catalog/catalog.ts';
import type { LetterRequestCollegesTable } from '../../db/schema.ts';

/** The colleges of one request as every view shows them (the student's, the teacher's, the counselor's approval queue). */
export function requestCollegesOf(
  catalog: Catalog,
  colleges: readonly Selectable<LetterRequestCollegesTable>[],
  requestId: string,
): LetterRequest['colleges'] {
  return colleges
    .filter((college) => college.request_id === requestId)
    .map((college) => ({
      schoolId: Number(college.school_id),
      // A college that left the catalogue in a data update keeps its id; its name is not known.
      schoolName: catalog.find(String(college.school_id))?.name ?? 'Not reported',
      round: college.round,
      deadline: college.deadline,
      submittedAt: college.submitted_at,
    }));
}
