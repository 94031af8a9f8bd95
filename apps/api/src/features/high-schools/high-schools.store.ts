import { PostgresAdapter, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, HighSchoolsTable } from '../../db/schema.ts';

/**
 * The store of the high_schools, high_school_counselors and high_school_students tables
 * (db/table-owners.ts): the schools counselors create, who counsels each, and the one school
 * each student belongs to. Sharing, the admission history, checked deadlines and the demos read
 * memberships through these functions.
 */
export async function insertHighSchool(db: Kysely<Database>, row: Insertable<HighSchoolsTable>): Promise<void> {
  await db.insertInto('high_schools').values(row).execute();
}

export async function findHighSchool(db: Kysely<Database>, id: string) {
  return db.selectFrom('high_schools').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The names of these schools, by id. */
export async function listHighSchoolNames(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('high_schools').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The school whose current or last retired code this is (the caller tells which, and whether it still works). */
export async function findHighSchoolByJoinCode(db: Kysely<Database>, joinCodeHash: string) {
  return db
    .selectFrom('high_schools')
    .select(['id', 'join_code_hash', 'join_code_expires_at', 'previous_join_code_until'])
    .where((eb) => eb.or([eb('join_code_hash', '=', joinCodeHash), eb('previous_join_code_hash', '=', joinCodeHash)]))
    .executeTakeFirst();
}

/** A new current code; the one it replaces is remembered, and accepted until `previousUntil`. */
export async function updateJoinCode(
  db: Kysely<Database>,
  id: string,
  code: { joinCode: string; joinCodeHash: string; expiresAt: string; previousUntil: string },
): Promise<void> {
  await db
    .updateTable('high_schools')
    .set((eb) => ({
      previous_join_code_hash: eb.ref('join_code_hash'),
      previous_join_code_until: code.previousUntil,
      join_code: code.joinCode,
      join_code_hash: code.joinCodeHash,
      join_code_expires_at: code.expiresAt,
    }))
    .where('id', '=', id)
    .execute();
}

/** Locks the school's row for the rest of the transaction on PostgreSQL (FOR UPDATE); SQLite's transactions already run one at a time. */
export async function lockHighSchool(trx: Transaction<Database>, id: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom('high_schools').select('id').where('id', '=', id).forUpdate().execute();
  }
}

export async function deleteHighSchools(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('high_schools').where('id', 'in', ids).execute();
}

/** The schools `userId` is the only counselor of (their memberships and shares go with a school deleted). */
export async function listSchoolsCounseledOnlyBy(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('high_school_counselors as mine')
    .innerJoin('high_schools', 'high_schools.id', 'mine.high_school_id')
    .select(['high_schools.id', 'high_schools.name'])
    .where('mine.user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('high_school_counselors as other')
            .select('other.user_id')
            .whereRef('other.high_school_id', '=', 'mine.high_school_id')
            .where('other.user_id', '!=', userId),
        ),
      ),
    )
    .execute();
}

/** Makes `userId` a counselor of the school (once: being one already changes nothing). */
export async function insertCounselor(db: Kysely<Database>, highSchoolId: string, userId: string, at: string): Promise<void> {
  await db
    .insertInto('high_school_counselors')
    .values({ high_school_id: highSchoolId, user_id: userId, created_at: at })
    .onConflict((conflict) => conflict.columns(['high_school_id', 'user_id']).doNothing())
    .execute();
}

export async function deleteCounselor(db: Kysely<Database>, highSchoolId: string, userId: string): Promise<void> {
  await db.deleteFrom('high_school_counselors').where('high_school_id', '=', highSchoolId).where('user_id', '=', userId).execute();
}

/** How many schools `userId` counsels (created or joined). */
export async function countCounseledSchools(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('high_school_counselors')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}

/** The counselors of the school, by account id. */
export async function listCounselorIds(db: Kysely<Database>, highSchoolId: string): Promise<string[]> {
  const rows = await db.selectFrom('high_school_counselors').select('user_id').where('high_school_id', '=', highSchoolId).execute();
  return rows.map((row) => row.user_id);
}

export async function isCounselorOf(db: Kysely<Database>, userId: string, highSchoolId: string): Promise<boolean> {
  const row = await db
    .selectFrom('high_school_counselors')
    .select('user_id')
    .where('high_school_id', '=', highSchoolId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The schools `userId` counsels, with when they joined each. */
export async function listCounseledSchools(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('high_school_counselors')
    .innerJoin('high_schools', 'high_schools.id', 'high_school_counselors.high_school_id')
    .select([
      'high_schools.id',
      'high_schools.name',
      'high_schools.city',
      'high_schools.state',
      'high_schools.letters_ask_from',
      'high_schools.letters_need_approval',
      'high_school_counselors.created_at as joined_at',
    ])
    .where('high_school_counselors.user_id', '=', userId)
    .execute();
}

/** Adds the student to the school, unless they already belong to one (at most one each). */
export async function insertStudent(db: Kysely<Database>, userId: string, highSchoolId: string, at: string): Promise<void> {
  await db
    .insertInto('high_school_students')
    .values({ user_id: userId, high_school_id: highSchoolId, joined_at: at })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

export async function deleteStudent(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('high_school_students').where('user_id', '=', userId).execute();
}

/** The school the student belongs to, if any. */
export async function findStudentSchoolId(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('high_school_students').select('high_school_id').where('user_id', '=', userId).executeTakeFirst();
  return row?.high_school_id;
}

/** The school the student belongs to, with its name and place and when they joined, if any. */
export async function findStudentSchool(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('high_school_students')
    .innerJoin('high_schools', 'high_schools.id', 'high_school_students.high_school_id')
    .select([
      'high_schools.id',
      'high_schools.name',
      'high_schools.city',
      'high_schools.state',
      'high_schools.letters_ask_from',
      'high_schools.letters_need_approval',
      'high_school_students.joined_at',
    ])
    .where('high_school_students.user_id', '=', userId)
    .executeTakeFirst();
}

export async function isStudentOf(db: Kysely<Database>, userId: string, highSchoolId: string): Promise<boolean> {
  const row = await db
    .selectFrom('high_school_students')
    .select('user_id')
    .where('high_school_id', '=', highSchoolId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the students who belong to the school now. */
export async function listStudentIds(db: Kysely<Database>, highSchoolId: string): Promise<string[]> {
  const rows = await db.selectFrom('high_school_students').select('user_id').where('high_school_id', '=', highSchoolId).execute();
  return rows.map((row) => row.user_id);
}

export async function countStudents(db: Kysely<Database>, highSchoolId: string): Promise<number> {
  const row = await db
    .selectFrom('high_school_students')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('high_school_id', '=', highSchoolId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}

/** The school's letter rules (its counselors set them; its students' requests follow them). */
export async function findLetterSettings(db: Kysely<Database>, id: string) {
  return db.selectFrom('high_schools').select(['letters_ask_from', 'letters_need_approval']).where('id', '=', id).executeTakeFirst();
}

export async function updateLetterSettings(
  db: Kysely<Database>,
  id: string,
  settings: { letters_ask_from: string | null; letters_need_approval: number },
): Promise<void> {
  await db.updateTable('high_schools').set(settings).where('id', '=', id).execute();
}
