import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Read model `school-members` (high_school_students, users, shares): every student who joined a
 * school, with their address (and whether it is verified) and what they share with its counselors
 * (null when nothing). The roster matches its lines to these by verified address only, and names
 * those who joined without sharing, in one query for a school of thousands.
 */
export async function listSchoolMembers(db: Kysely<Database>, highSchoolId: string) {
  return db
    .selectFrom('high_school_students as hs')
    .innerJoin('users', 'users.id', 'hs.user_id')
    .leftJoin('shares', (join) => join.onRef('shares.user_id', '=', 'hs.user_id').onRef('shares.high_school_id', '=', 'hs.high_school_id'))
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.email_verified_at',
      'users.graduation_year',
      'users.is_demo',
      'hs.joined_at',
      'shares.scopes',
    ])
    .where('hs.high_school_id', '=', highSchoolId)
    .execute();
}
