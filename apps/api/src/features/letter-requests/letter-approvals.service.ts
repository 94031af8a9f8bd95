import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  decideLetterApprovalBodySchema,
  LetterApprovalsResponse,
  LetterSettings,
  letterSettingsBodySchema,
} from '@campuspath/contract/letter-approvals';
import { LETTER_APPROVALS_PAGE_SIZE } from '@campuspath/contract/letter-approvals-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { listUserColumns } from '../auth/users.store.ts';
import { findLetterSettings, isStudentOf, updateLetterSettings } from '../high-schools/high-schools.store.ts';
import { updateLetter } from '../letters/letters.service.ts';
import { requireCounselorOf } from '../sharing/access.ts';
import { queueNewRequestInvitation } from './letter-request-invitations.service.ts';
import { requestCollegesOf } from './request-colleges.ts';
import {
  countAwaitingRows,
  findRequestRowForApproval,
  listAwaitingRows,
  listAwaitingRowsOfStudent,
  listRequestColleges,
  updateRequestRow,
} from './letter-requests.store.ts';

/**
 * A school's letter rules and its counselors' approval queue (docs/schools.md, "Letter rules and
 * approval"). With approval on, a new request from one of the school's students waits ('awaiting'):
 * its teacher neither sees it nor is emailed. A counselor approves it (it becomes Requested, the
 * teacher's email is queued as for any new request) or declines it ('not_approved', with a message
 * only the student reads). Switching approval off decides nothing: waiting requests stay in the
 * queue until a counselor does. A student who leaves the school is no longer under its rules, so
 * their waiting requests go to their teachers as ordinary requests.
 */
export interface LetterApprovalsDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: Clock;
}

type SettingsBody = z.output<typeof letterSettingsBodySchema>;
type DecideBody = z.output<typeof decideLetterApprovalBodySchema>;

async function settingsOf(db: Kysely<Database>, schoolId: string): Promise<LetterSettings> {
  const row = (await findLetterSettings(db, schoolId))!;
  return { askFrom: row.letters_ask_from, approvalRequired: Boolean(row.letters_need_approval) };
}

export async function getLetterSettings(deps: LetterApprovalsDeps, userId: string, schoolId: string): Promise<LetterSettings> {
  await requireCounselorOf(deps.db, userId, schoolId);
  return settingsOf(deps.db, schoolId);
}

export async function putLetterSettings(
  deps: LetterApprovalsDeps,
  userId: string,
  schoolId: string,
  body: SettingsBody,
): Promise<LetterSettings> {
  await requireCounselorOf(deps.db, userId, schoolId);
  await updateLetterSettings(deps.db, schoolId, {
    letters_ask_from: body.askFrom,
    letters_need_approval: body.approvalRequired ? 1 : 0,
  });
  return settingsOf(deps.db, schoolId);
}

/** One page of the school's waiting requests, oldest first: who asks whom, for which colleges; never the student's note. */
export async function approvalQueue(
  deps: LetterApprovalsDeps,
  userId: string,
  schoolId: string,
  page: number,
): Promise<LetterApprovalsResponse> {
  await requireCounselorOf(deps.db, userId, schoolId);
  const [rows, count] = await Promise.all([
    listAwaitingRows(deps.db, schoolId, LETTER_APPROVALS_PAGE_SIZE, (page - 1) * LETTER_APPROVALS_PAGE_SIZE),
    countAwaitingRows(deps.db, schoolId),
  ]);
  const [colleges, students] = await Promise.all([
    listRequestColleges(
      deps.db,
      rows.map((row) => row.id),
    ),
    listUserColumns(deps.db, [...new Set(rows.map((row) => row.user_id))], ['name']),
  ]);
  const names = new Map(students.map((student) => [student.id, student.name]));
  return {
    approvals: rows.map((row) => ({
      requestId: row.id,
      studentId: row.user_id,
      studentName: names.get(row.user_id) ?? '',
      teacherName: row.teacher_name,
      teacherEmail: row.teacher_email,
      waived: Boolean(row.waived),
      nearestDeadline: row.nearest_deadline,
      colleges: requestCollegesOf(deps.catalog, colleges, row.id),
      createdAt: row.created_at,
    })),
    count,
    page,
    pageSize: LETTER_APPROVALS_PAGE_SIZE,
  };
}

type SentRow = { id: string; user_id: string; letter_id: string; teacher_email: string };

/**
 * A request that stopped waiting (the compare-and-set from 'awaiting' to 'requested' succeeded)
 * reaches its teacher: the student's tracker says Requested, and the teacher's email is queued as
 * for any new request.
 */
async function sentOn(deps: LetterApprovalsDeps, row: SentRow, now: string, byCounselor: boolean): Promise<void> {
  await updateLetter(deps, row.user_id, row.letter_id, { status: 'requested', dateRequested: now.slice(0, 10) });
  // Released by leaving the school, the emails count against the student's day as their own would.
  await queueNewRequestInvitation(deps, row.user_id, row.id, row.teacher_email, { byCounselor });
}

/** A counselor of the school approves or declines one of its waiting requests; 409 once decided. */
export async function decideApproval(
  deps: LetterApprovalsDeps,
  userId: string,
  schoolId: string,
  requestId: string,
  body: DecideBody,
): Promise<void> {
  await requireCounselorOf(deps.db, userId, schoolId);
  const row = await findRequestRowForApproval(deps.db, schoolId, requestId);
  if (!row) throw notFound(/*i18n*/ 'Letter request not found');
  const now = deps.now().toISOString();
  const approved = body.decision === 'approve';
  // One compare-and-set: of two counselors deciding at once, one wins and the other is told (409).
  const decided = await updateRequestRow(deps.db, row.id, 'awaiting', {
    status: approved ? 'requested' : 'not_approved',
    approval_message: body.message,
    approval_decided_at: now,
    updated_at: now,
  });
  if (!decided) throw new HttpError(409, 'invalid_status', /*i18n*/ 'This request has already been decided.');
  if (approved) await sentOn(deps, row, now, true);
}

/** A student who left the school: their requests waiting for its approval go to their teachers. */
export async function releaseAwaitingOfStudent(deps: LetterApprovalsDeps, studentId: string): Promise<void> {
  for (const row of await listAwaitingRowsOfStudent(deps.db, studentId)) {
    const now = deps.now().toISOString();
    if (await updateRequestRow(deps.db, row.id, 'awaiting', { status: 'requested', updated_at: now })) await sentOn(deps, row, now, false);
  }
}

/** Just after a request is made to wait: if the student left the school meanwhile, nobody there would decide it. */
export async function releaseIfLeft(deps: LetterApprovalsDeps, studentId: string, schoolId: string): Promise<void> {
  if (!(await isStudentOf(deps.db, studentId, schoolId))) await releaseAwaitingOfStudent(deps, studentId);
}
