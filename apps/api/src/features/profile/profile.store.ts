import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, ProfilesTable } from '../../db/schema.ts';

/** The store of the profiles table (db/table-owners.ts): a student's academic profile, one row each. */
export async function findProfileRow(db: Kysely<Database>, userId: string) {
  return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Several students' profiles at once (a counselor's caseload). */
export async function listProfileRows(db: Kysely<Database>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom('profiles').selectAll().where('user_id', 'in', userIds).execute();
}

/** Writes the student's row: `row` when there is none yet, else only `changes` (the profile as saved, or a few columns). */
export async function upsertProfile(
  db: Kysely<Database>,
  row: Insertable<ProfilesTable>,
  changes: Updateable<ProfilesTable>,
): Promise<void> {
  await db
    .insertInto('profiles')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}

/** A new student's first profile row (the demos seed theirs whole). */
export async function insertProfile(db: Kysely<Database>, row: Insertable<ProfilesTable>): Promise<void> {
  await db.insertInto('profiles').values(row).execute();
}
