import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, LetterRequestCollegesTable, LetterRequestsTable } from '../../db/schema.ts';

/** The store of letter_requests and letter_request_colleges (db/table-owners.ts): students' requests to teachers. */
export async function insertLetterRequest(
  db: Kysely<Database>,
  row: Insertable<LetterRequestsTable>,
  colleges: readonly Insertable<LetterRequestCollegesTable>[],
): Promise<void> {
  await db.insertInto('letter_requests').values(row).execute();
  if (colleges.length > 0) await db.insertInto('letter_request_colleges').values(colleges).execute();
}

/** The student's own requests, newest first. */
export async function listRequestRowsOfStudent(db: Kysely<Database>, userId: string) {
  return db.selectFrom('letter_requests').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/**
 * The statuses a teacher sees: a request waiting for a counselor's approval, or refused it
 * ('awaiting', 'not_approved'), has not been sent to them.
 */
const TEACHER_STATUSES = ['requested', 'accepted', 'declined', 'submitted'];

/** The requests addressed to a teacher's (verified, lower-cased) address. */
export async function listRequestRowsToTeacher(db: Kysely<Database>, email: string) {
  return db.selectFrom('letter_requests').selectAll().where('teacher_email', '=', email).where('status', 'in', TEACHER_STATUSES).execute();
}

export async function findRequestRowToTeacher(db: Kysely<Database>, email: string, id: string) {
  return db
    .selectFrom('letter_requests')
    .selectAll()
    .where('teacher_email', '=', email)
    .where('id', '=', id)
    .where('status', 'in', TEACHER_STATUSES)
    .executeTakeFirst();
}

/** One page of the requests waiting for the school's approval, oldest first. */
export async function listAwaitingRows(db: Kysely<Database>, schoolId: string, limit: number, offset: number) {
  return db
    .selectFrom('letter_requests')
    .selectAll()
    .where('approval_school_id', '=', schoolId)
    .where('status', '=', 'awaiting')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAwaitingRows(db: Kysely<Database>, schoolId: string): Promise<number> {
  const row = await db
    .selectFrom('letter_requests')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('approval_school_id', '=', schoolId)
    .where('status', '=', 'awaiting')
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}

/** A request made under the school's approval rule (waiting or decided). */
export async function findRequestRowForApproval(db: Kysely<Database>, schoolId: string, id: string) {
  return db.selectFrom('letter_requests').selectAll().where('approval_school_id', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** The student's requests still waiting for a counselor's approval. */
export async function listAwaitingRowsOfStudent(db: Kysely<Database>, userId: string) {
  return db.selectFrom('letter_requests').selectAll().where('user_id', '=', userId).where('status', '=', 'awaiting').limit(1000).execute();
}

/** How many requests each of the students has in each status (the counselor's caseload). */
export async function countRequestsByStatusOf(db: Kysely<Database>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('letter_requests')
    .select(['user_id', 'status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('user_id', 'in', userIds)
    .groupBy(['user_id', 'status'])
    .execute();
}

export async function listRequestColleges(db: Kysely<Database>, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  return db.selectFrom('letter_request_colleges').selectAll().where('request_id', 'in', requestIds).orderBy('school_id').execute();
}

/** Changes a request only while it still has `expectedStatus` (a compare-and-set); true when it did. */
export async function updateRequestRow(
  db: Kysely<Database>,
  id: string,
  expectedStatus: string,
  changes: Updateable<LetterRequestsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('letter_requests')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', expectedStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markCollegeSubmittedRow(db: Kysely<Database>, requestId: string, schoolId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('letter_request_colleges')
    .set({ submitted_at: at })
    .where('request_id', '=', requestId)
    .where('school_id', '=', schoolId)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Where a page of open colleges ends: the next page starts after this (deadline, request, school). */
export interface OpenCollegeCursor {
  deadline: string;
  requestId: string;
  schoolId: number;
}

/**
 * Up to `limit` colleges of accepted requests not yet marked submitted, due from `from` to `to`, in
 * (deadline, request, school) order after `cursor`: one range scan of the partial index of open
 * colleges (migration 0029, whose predicate the first condition repeats), each joined to its request
 * by key, so the read grows with the colleges due in the window, never with every request.
 */
export async function listOpenAcceptedCollegesDue(
  db: Kysely<Database>,
  window: { from: string; to: string },
  cursor: OpenCollegeCursor | null,
  limit: number,
) {
  const rows = await db
    .selectFrom('letter_request_colleges as c')
    .innerJoin('letter_requests as r', 'r.id', 'c.request_id')
    .select(['c.request_id', 'c.school_id', 'c.deadline', 'r.user_id', 'r.teacher_email'])
    .where(sql.raw<boolean>('submitted_at IS NULL'))
    .where(
      cursor
        ? sql<boolean>`(c.deadline, c.request_id, c.school_id) > (${cursor.deadline}, ${cursor.requestId}, ${cursor.schoolId})`
        : sql<boolean>`c.deadline >= ${window.from}`,
    )
    .where('c.deadline', '<=', window.to)
    .where('r.status', '=', 'accepted')
    .orderBy('c.deadline')
    .orderBy('c.request_id')
    .orderBy('c.school_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, deadline: row.deadline!, school_id: Number(row.school_id) }));
}
