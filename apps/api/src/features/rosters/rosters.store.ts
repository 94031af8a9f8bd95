import type { Insertable, Kysely } from 'kysely';
import type { Database, RosterStudentsTable } from '../../db/schema.ts';

/**
 * The store of roster_students (db/table-owners.ts): the students counselors imported for their
 * school, one per school and address.
 */
export async function listRosterStudents(db: Kysely<Database>, highSchoolId: string) {
  return db
    .selectFrom('roster_students')
    .selectAll()
    .where('high_school_id', '=', highSchoolId)
    .orderBy('graduation_year')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

const BATCH = 500;

export async function insertRosterStudents(db: Kysely<Database>, rows: readonly Insertable<RosterStudentsTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('roster_students')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

export async function updateRosterStudent(
  db: Kysely<Database>,
  id: string,
  fields: Pick<RosterStudentsTable, 'name' | 'graduation_year' | 'student_number' | 'group_name' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('roster_students').set(fields).where('id', '=', id).execute();
}

export async function deleteRosterStudent(db: Kysely<Database>, highSchoolId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('roster_students').where('high_school_id', '=', highSchoolId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteRoster(db: Kysely<Database>, highSchoolId: string): Promise<void> {
  await db.deleteFrom('roster_students').where('high_school_id', '=', highSchoolId).execute();
}

/** The roster lines that name this address, at any school (an account's export). */
export async function listRosterLinesFor(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('roster_students')
    .select(['high_school_id', 'name', 'email', 'graduation_year', 'student_number', 'group_name', 'invited_at', 'created_at'])
    .where('email', '=', email.toLowerCase())
    .execute();
}

export async function findRosterStudent(db: Kysely<Database>, id: string) {
  return db.selectFrom('roster_students').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Claims one student's invitation for this sender: sets `invited_at` only while it still holds
 * `previous` (null for a first invitation). Two senders racing for the same student both try;
 * exactly one changes the row and sends. True when this sender won.
 */
export async function claimInvitation(db: Kysely<Database>, id: string, previous: string | null, at: string): Promise<boolean> {
  const result = await db
    .updateTable('roster_students')
    .set({ invited_at: at })
    .where('id', '=', id)
    .where((eb) => (previous === null ? eb('invited_at', 'is', null) : eb('invited_at', '=', previous)))
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A send that failed gives the claim back, so the student can be invited again. */
export async function releaseInvitation(db: Kysely<Database>, id: string, claimedAt: string, previous: string | null): Promise<void> {
  await db.updateTable('roster_students').set({ invited_at: previous }).where('id', '=', id).where('invited_at', '=', claimedAt).execute();
}

export async function unsubscribeRosterStudent(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable('roster_students').set({ unsubscribed_at: at }).where('id', '=', id).where('unsubscribed_at', 'is', null).execute();
}
