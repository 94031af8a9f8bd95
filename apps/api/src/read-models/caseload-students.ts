import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Read model `caseload-students` (shares, high_school_students, users): the students of a school
 * who share with its counselors and still belong to it, with what they share. The counselor's
 * caseload reads its 400 students this way in one query (npm run bench:caseload) before one query
 * per kind of item for all of them at once.
 */
export async function listSharingStudents(db: Kysely<Database>, highSchoolId: string) {
  return db
    .selectFrom('shares')
    .innerJoin('high_school_students as hs', (join) =>
      join.onRef('hs.user_id', '=', 'shares.user_id').onRef('hs.high_school_id', '=', 'shares.high_school_id'),
    )
    .innerJoin('users', 'users.id', 'shares.user_id')
    .select(['users.id', 'users.name', 'users.graduation_year', 'shares.scopes'])
    .where('shares.high_school_id', '=', highSchoolId)
    .execute();
}
