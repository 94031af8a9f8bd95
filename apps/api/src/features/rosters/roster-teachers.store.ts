import type { Insertable, Kysely } from 'kysely';
import { ROSTER_MAX_TEACHERS } from '@campuspath/contract/rosters';
import type { Database } from '../../db/schema.ts';
import type { RosterTeachersTable } from '../../db/schema-sharing.ts';

/**
 * The store of roster_teachers (db/table-owners.ts): the teachers counselors imported with their
 * school's roster, one per school and address. Every read is of one school, by name, and bounded
 * by the most teachers a roster holds.
 */
export async function listRosterTeachers(db: Kysely<Database>, highSchoolId: string) {
  return db
    .selectFrom('roster_teachers')
    .selectAll()
    .where('high_school_id', '=', highSchoolId)
    .orderBy('name')
    .orderBy('id')
    .limit(ROSTER_MAX_TEACHERS)
    .execute();
}

const BATCH = 500;

export async function insertRosterTeachers(db: Kysely<Database>, rows: readonly Insertable<RosterTeachersTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('roster_teachers')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

export async function updateRosterTeacher(db: Kysely<Database>, id: string, fields: Pick<RosterTeachersTable, 'name' | 'updated_at'>) {
  await db.updateTable('roster_teachers').set(fields).where('id', '=', id).execute();
}

/** The teacher roster lines that name this address, at any school (an account's export). */
export async function listRosterTeacherLinesFor(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('roster_teachers')
    .select(['high_school_id', 'name', 'email', 'created_at'])
    .where('email', '=', email.toLowerCase())
    .limit(ROSTER_MAX_TEACHERS)
    .execute();
}
