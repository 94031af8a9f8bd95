import type { Kysely } from 'kysely';
import { ROSTER_MAX_TEACHERS } from '@campuspath/contract/rosters';
import type { Database } from '../../db/schema.ts';
import { byNameThenId } from '../../lib/name-order.ts';
import type { RosterTeachersTable } from '../../db/schema-sharing.ts';

/**
 * The store of roster_teachers (db/table-owners.ts): the teachers counselors imported with their
 * school's roster, one per school and address. Every read is of one school, by name, and bounded
 * by the most teachers a roster holds. What teachers and students share (batched inserts, the
 * invitation queue) is in roster-lines.store.ts.
 */
export async function listRosterTeachers(db: Kysely<Database>, highSchoolId: string) {
  const rows = await db
    .selectFrom('roster_teachers')
    .selectAll()
    .where('high_school_id', '=', highSchoolId)
    .orderBy('id')
    .limit(ROSTER_MAX_TEACHERS)
    .execute();
  // By name as people read it ("Mr. Ito 2" before "Mr. Ito 10"), which ORDER BY cannot give alike on both engines.
  return rows.sort(byNameThenId);
}

export async function updateRosterTeacher(db: Kysely<Database>, id: string, fields: Pick<RosterTeachersTable, 'name' | 'updated_at'>) {
  await db.updateTable('roster_teachers').set(fields).where('id', '=', id).execute();
}

/** The teacher roster lines that name this address, at any school (an account's export). */
export async function listRosterTeacherLinesFor(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('roster_teachers')
    .select(['high_school_id', 'name', 'email', 'created_at', 'invited_at', 'joined_at'])
    .where('email', '=', email.toLowerCase())
    .limit(ROSTER_MAX_TEACHERS)
    .execute();
}

/**
 * Links the line to the teacher account that accepted; true when it is (now or already) theirs.
 * A line another account joined stays that account's.
 */
export async function joinRosterTeacher(db: Kysely<Database>, id: string, userId: string, at: string): Promise<boolean> {
  await db
    .updateTable('roster_teachers')
    .set({ joined_user_id: userId, joined_at: at })
    .where('id', '=', id)
    .where('joined_user_id', 'is', null)
    .execute();
  const row = await db.selectFrom('roster_teachers').select('joined_user_id').where('id', '=', id).executeTakeFirst();
  return row?.joined_user_id === userId;
}

/** The schools a teacher account joined from their invitations (an account's export). */
export async function listJoinedRosterTeacherLines(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('roster_teachers')
    .select(['high_school_id', 'name', 'email', 'created_at', 'invited_at', 'joined_at'])
    .where('joined_user_id', '=', userId)
    .limit(ROSTER_MAX_TEACHERS)
    .execute();
}

/** A deleted teacher account leaves the schools it joined: their lines read as invited again, not joined. */
export async function unlinkJoinedTeacher(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('roster_teachers').set({ joined_user_id: null, joined_at: null }).where('joined_user_id', '=', userId).execute();
}
