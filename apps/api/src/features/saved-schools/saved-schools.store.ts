import type { Insertable, Kysely } from 'kysely';
import type { Database, SavedSchoolsTable } from '../../db/schema.ts';

/** The store of the saved_schools table (db/table-owners.ts): the colleges a student saved, with when. */
export async function listSavedSchoolRows(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('saved_schools')
    .select(['school_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('school_id', 'asc')
    .execute();
}

/** Several students' saved colleges at once (a counselor's caseload). */
export async function listSavedSchoolRowsOf(db: Kysely<Database>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom('saved_schools').select(['user_id', 'school_id', 'created_at']).where('user_id', 'in', userIds).execute();
}

/** When the student saved the most recent of their colleges, if any. */
export async function latestSaveTime(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const latest = await db
    .selectFrom('saved_schools')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.created_at;
}

/** When the student saved `schoolId`, if they did. */
export async function findSaveTime(db: Kysely<Database>, userId: string, schoolId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('saved_schools')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return row?.created_at;
}

/** Which of `schoolIds` the student has saved. */
export async function listSavedAmong(db: Kysely<Database>, userId: string, schoolIds: readonly number[]): Promise<number[]> {
  if (schoolIds.length === 0) return [];
  const rows = await db
    .selectFrom('saved_schools')
    .select('school_id')
    .where('user_id', '=', userId)
    .where('school_id', 'in', schoolIds)
    .execute();
  return rows.map((row) => row.school_id);
}

export async function countSavedSchools(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_schools')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}

/** Saves the colleges; one already saved keeps its first save time. */
export async function insertSavedSchools(db: Kysely<Database>, rows: readonly Insertable<SavedSchoolsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('saved_schools')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['user_id', 'school_id']).doNothing())
    .execute();
}

export async function deleteSavedSchool(db: Kysely<Database>, userId: string, schoolId: number): Promise<void> {
  await db.deleteFrom('saved_schools').where('user_id', '=', userId).where('school_id', '=', schoolId).execute();
}
