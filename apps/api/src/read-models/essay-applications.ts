import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Read model `essay-applications` (essay_applications, applications): the applications each of
 * the student's essays is linked to, with the school and round an essay shows for each. One join
 * for a whole essay list rather than a lookup per link. Filtered by the owner on both sides, so
 * another student's links can never appear.
 */
export async function listEssayApplicationLinks(db: Kysely<Database>, userId: string, essayIds: readonly string[]) {
  if (essayIds.length === 0) return [];
  return db
    .selectFrom('essay_applications')
    .innerJoin('applications', 'applications.id', 'essay_applications.application_id')
    .select(['essay_applications.essay_id', 'applications.id', 'applications.school_id', 'applications.round'])
    .where('essay_applications.user_id', '=', userId)
    .where('applications.user_id', '=', userId)
    .where('essay_applications.essay_id', 'in', essayIds)
    .execute();
}
