import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ApplicationsTable, Database } from '../../db/schema.ts';

/**
 * The store of the applications table (db/table-owners.ts): the student's applications. The
 * deadlines, timeline, reminders, dashboard, caseload, checked deadlines, notes and the demos
 * read and write applications through these functions.
 */
export async function findApplicationRow(db: Kysely<Database>, userId: string, id: string) {
  return db.selectFrom('applications').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The student's applications, oldest first. */
export async function listApplicationRows(db: Kysely<Database>, userId: string) {
  return db.selectFrom('applications').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/** Which of `ids` are applications of the student. */
export async function listOwnedApplicationIds(db: Kysely<Database>, userId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('applications').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

/** The student's application to `schoolId` in `round` (other than `exceptId`), if any. */
export async function findApplicationTo(db: Kysely<Database>, userId: string, schoolId: number, round: string, exceptId?: string) {
  let query = db
    .selectFrom('applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('school_id', '=', schoolId)
    .where('round', '=', round);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function countApplications(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}

export async function insertApplications(db: Kysely<Database>, rows: readonly Insertable<ApplicationsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('applications').values(rows).execute();
}

export async function updateApplicationRow(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: Updateable<ApplicationsTable>,
): Promise<void> {
  await db.updateTable('applications').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes the application; the links of essays and documents to it cascade. */
export async function deleteApplicationRow(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await db.deleteFrom('applications').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Several students' applications at once, the columns a counselor's caseload counts. */
export async function listApplicationSummariesOf(db: Kysely<Database>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom('applications').select(['user_id', 'status', 'deadline', 'updated_at']).where('user_id', 'in', userIds).execute();
}

/** The student's applications in one of `statuses` (all of them, or only `applicationId`), for deadline updates. */
export async function listApplicationsIn(db: Kysely<Database>, userId: string, statuses: readonly string[], applicationId?: string) {
  let query = db
    .selectFrom('applications')
    .select(['id', 'school_id', 'round', 'deadline', 'time_zone'])
    .where('user_id', '=', userId)
    .where('status', 'in', statuses);
  if (applicationId) query = query.where('id', '=', applicationId);
  return query.execute();
}

/** The students' applications whose deadline falls from `from` to `to` (both included). */
export async function listApplicationsDueBetween(
  db: Kysely<Database>,
  userIds: readonly string[],
  { from, to }: { from: string; to: string },
) {
  return db
    .selectFrom('applications')
    .select(['user_id', 'id', 'school_id', 'round', 'status', 'deadline', 'time_zone'])
    .where('user_id', 'in', userIds)
    .where('deadline', '>=', from)
    .where('deadline', '<=', to)
    .execute();
}

/** What the class-wide deadline view and its CSV read of each application. */
const CLASS_COLUMNS = ['id', 'user_id', 'school_id', 'round', 'status', 'deadline', 'time_zone', 'checklist'] as const;

/**
 * Up to `limit` of the students' applications due from `from` to `to` (either end open when not
 * given; only drafting or in-progress ones when `openOnly`), nearest deadline first, with how many
 * there are in all: one query, one range over the deadline index however many students share.
 */
export async function pageApplicationsDue(
  db: Kysely<Database>,
  userIds: readonly string[],
  window: { from?: string; before?: string; to?: string; openOnly?: boolean },
  limit: number,
) {
  if (userIds.length === 0) return { rows: [], total: 0 };
  let query = db.selectFrom('applications').where('user_id', 'in', userIds).where('deadline', 'is not', null);
  if (window.from) query = query.where('deadline', '>=', window.from);
  if (window.before) query = query.where('deadline', '<', window.before);
  if (window.to) query = query.where('deadline', '<=', window.to);
  if (window.openOnly) query = query.where('status', 'in', ['drafting', 'in-progress']);
  // One query: the count over the whole window rides on every row (a window function is counted
  // before the limit applies); no row means none in the window.
  const found = await query
    .select(CLASS_COLUMNS)
    .select((eb) => eb.fn.countAll<string | number>().over().as('total'))
    .orderBy('deadline')
    .orderBy('user_id')
    .orderBy('id')
    .limit(limit)
    .execute();
  return { rows: found.map(({ total: _total, ...row }) => row), total: Number(found[0]?.total ?? 0) };
}

/** Every application of the students (the class-wide CSV reads them a few hundred students at a time). */
export async function listClassApplicationsOf(db: Kysely<Database>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom('applications').select(CLASS_COLUMNS).where('user_id', 'in', userIds).execute();
}

/** The students' applications with an expected decision date. */
export async function listApplicationDecisionDates(db: Kysely<Database>, userIds: readonly string[]) {
  return db
    .selectFrom('applications')
    .select(['user_id', 'id', 'school_id', 'round', 'status', 'decision_date', 'time_zone'])
    .where('user_id', 'in', userIds)
    .where('decision_date', 'is not', null)
    .execute();
}

/** When each of the student's applications was created and last changed (the calendar feed's revisions). */
export async function listApplicationTimes(db: Kysely<Database>, userId: string) {
  return db.selectFrom('applications').select(['id', 'created_at', 'updated_at']).where('user_id', '=', userId).execute();
}

/** When each of these applications was created. */
export async function applicationCreationTimes(db: Kysely<Database>, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return [];
  return db.selectFrom('applications').select(['id', 'created_at']).where('id', 'in', applicationIds).execute();
}

/** The students' accepted or waitlisted applications whose `column` date falls from `from` to `to` (reply and waitlist dates). */
export async function listDecisionDatesBetween(
  db: Kysely<Database>,
  userIds: readonly string[],
  column: 'reply_deadline' | 'waitlist_reply_date',
  { from, to }: { from: string; to: string },
) {
  return db
    .selectFrom('applications')
    .select(['user_id', 'id', 'school_id', 'status', 'deposit_paid', 'time_zone', `${column} as date`])
    .where('user_id', 'in', userIds)
    .where(column, '>=', from)
    .where(column, '<=', to)
    .execute();
}

/** No application of the student but `exceptId` is the one they attend. */
export async function clearAttendingExcept(db: Kysely<Database>, userId: string, exceptId: string): Promise<void> {
  await db
    .updateTable('applications')
    .set({ attending: 0 })
    .where('user_id', '=', userId)
    .where('id', '!=', exceptId)
    .where('attending', '=', 1)
    .execute();
}

/** The students' applications with one of `statuses`: what a history row from this year's decisions needs. */
export async function listApplicationOutcomesOf(db: Kysely<Database>, userIds: readonly string[], statuses: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('applications')
    .select(['user_id', 'school_id', 'round', 'status', 'was_deferred'])
    .where('user_id', 'in', userIds)
    .where('status', 'in', statuses)
    .execute();
}

/** Several students' application rounds and deadlines (a class plan's tasks due relative to a round). */
export async function listApplicationRoundsOf(db: Kysely<Database>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom('applications').select(['user_id', 'round', 'deadline']).where('user_id', 'in', userIds).execute();
}
