import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, LettersTable } from '../../db/schema.ts';

/** The store of the letters table (db/table-owners.ts): the student's recommendation letters. */
export async function listLetterRows(db: Kysely<Database>, userId: string) {
  return db.selectFrom('letters').selectAll().where('user_id', '=', userId).execute();
}

export async function findLetterRow(db: Kysely<Database>, userId: string, id: string) {
  return db.selectFrom('letters').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function countLetters(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('letters')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}

export async function insertLetters(db: Kysely<Database>, rows: readonly Insertable<LettersTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('letters').values(rows).execute();
}

export async function updateLetterRow(db: Kysely<Database>, userId: string, id: string, changes: Updateable<LettersTable>): Promise<void> {
  await db.updateTable('letters').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteLetterRow(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await db.deleteFrom('letters').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** The students' letters still needed (not completed or declined) due from `from` to `to`. */
export async function listOpenLettersDueBetween(
  db: Kysely<Database>,
  userIds: readonly string[],
  { from, to }: { from: string; to: string },
  closedStatuses: readonly string[],
) {
  return db
    .selectFrom('letters')
    .select(['user_id', 'id', 'recommender_name', 'due_date'])
    .where('user_id', 'in', userIds)
    .where('status', 'not in', closedStatuses)
    .where('due_date', '>=', from)
    .where('due_date', '<=', to)
    .execute();
}

/** The schools each of the student's letters is for (JSON lists), for the fit of a college. */
export async function listLetterSchoolIds(db: Kysely<Database>, userId: string) {
  return db.selectFrom('letters').select('school_ids').where('user_id', '=', userId).execute();
}

/** When each of the student's letters was created and last changed (the calendar feed's revisions). */
export async function listLetterTimes(db: Kysely<Database>, userId: string) {
  return db.selectFrom('letters').select(['id', 'created_at', 'updated_at']).where('user_id', '=', userId).execute();
}

/** When each of these letters was created. */
export async function letterCreationTimes(db: Kysely<Database>, letterIds: readonly string[]) {
  if (letterIds.length === 0) return [];
  return db.selectFrom('letters').select(['id', 'created_at']).where('id', 'in', letterIds).execute();
}
