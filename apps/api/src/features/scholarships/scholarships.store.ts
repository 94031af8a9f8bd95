import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ScholarshipsTable } from '../../db/schema-scholarships.ts';

/**
 * The store of the scholarships table (db/table-owners.ts): the student's own outside
 * scholarships. Offers read the awarded ones, deadlines and reminders the dated ones, through
 * these functions. Rows go with the account (cascade).
 */
export async function listScholarshipRows(db: Kysely<Database>, userId: string) {
  return db.selectFrom('scholarships').selectAll().where('user_id', '=', userId).execute();
}

export async function findScholarshipRow(db: Kysely<Database>, userId: string, id: string) {
  return db.selectFrom('scholarships').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function countScholarships(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('scholarships')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}

/** The student's row added from a school listing, if they added it. */
export async function findScholarshipFromLocal(db: Kysely<Database>, userId: string, localScholarshipId: string) {
  return db
    .selectFrom('scholarships')
    .select('id')
    .where('user_id', '=', userId)
    .where('local_scholarship_id', '=', localScholarshipId)
    .executeTakeFirst();
}

export async function insertScholarship(db: Kysely<Database>, row: Insertable<ScholarshipsTable>): Promise<void> {
  await db.insertInto('scholarships').values(row).execute();
}

/** Changes the student's row; returns whether it exists. */
export async function updateScholarshipRow(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: Updateable<ScholarshipsTable>,
): Promise<boolean> {
  const result = await db.updateTable('scholarships').set(changes).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteScholarshipRow(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('scholarships').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The student's awarded scholarships, the outside grants their offers count. */
export async function listAwardedScholarshipRows(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('scholarships')
    .select(['id', 'name', 'amount', 'renewable'])
    .where('user_id', '=', userId)
    .where('status', '=', 'awarded')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Several students' scholarship deadlines from `from` to `to` (the calendar, timeline and reminders). */
export async function listScholarshipsDueBetween(
  db: Kysely<Database>,
  userIds: readonly string[],
  { from, to }: { from: string; to: string },
) {
  return db
    .selectFrom('scholarships')
    .select(['user_id', 'id', 'name', 'status', 'deadline'])
    .where('user_id', 'in', userIds)
    .where('deadline', '>=', from)
    .where('deadline', '<=', to)
    .execute();
}

export async function scholarshipCreationTimes(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('scholarships').select(['id', 'created_at']).where('id', 'in', ids).execute();
}

/** When each of the student's scholarships was created and last changed (the calendar feed's revisions). */
export async function listScholarshipTimes(db: Kysely<Database>, userId: string) {
  return db.selectFrom('scholarships').select(['id', 'created_at', 'updated_at']).where('user_id', '=', userId).execute();
}
