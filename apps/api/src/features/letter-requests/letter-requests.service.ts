import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { LetterRequest, answerLetterRequestBodySchema, createLetterRequestBodySchema } from '@campuspath/contract/letter-requests';
import {
  LETTER_REQUEST_STATUSES,
  type LetterRequestStatus,
  type StudentLetterRequestStatus,
} from '@campuspath/contract/letter-requests-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database, LetterRequestCollegesTable, LetterRequestsTable } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, notFound, refuseField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { findApplicationRow } from '../applications/applications.store.ts';
import { listUserColumns, requireUserColumns } from '../auth/users.store.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import { insertLetterLocked, updateLetter } from '../letters/letters.service.ts';
import { requireRole } from '../sharing/access.ts';
import { releaseIfLeft } from './letter-approvals.service.ts';
import { requireAskOpen } from './letter-ask-rules.ts';
import { requestCollegesOf } from './request-colleges.ts';
import { queueNewRequestInvitation, teacherInvitationsOf } from './letter-request-invitations.service.ts';
import {
  findRequestRowToTeacher,
  insertLetterRequest,
  listRequestColleges,
  listRequestRowsOfStudent,
  listRequestRowsToTeacher,
  markCollegeSubmittedRow,
  updateRequestRow,
} from './letter-requests.store.ts';

/**
 * Letters asked in the app: the student names a teacher (by address), the applications the letter
 * is for (their colleges, rounds and deadlines), a note and the waiver; a tracker row is made with
 * it (letters.service), and every answer of the teacher moves that row on, so the student never
 * retypes. A teacher account reads only the requests sent to its own address, and only once that
 * address is verified: anyone can type an address at sign-up.
 */
export interface LetterRequestsDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: Clock;
}

type CreateInput = z.output<typeof createLetterRequestBodySchema>;
type AnswerInput = z.output<typeof answerLetterRequestBodySchema>;
type RequestRow = Selectable<LetterRequestsTable>;

export const REQUEST_NOT_FOUND = /*i18n*/ 'Letter request not found';
const wrongStatus = (message: string) => new HttpError(409, 'invalid_status', message);

/** The soonest deadline among the colleges not yet submitted (null when none has one). */
export const nearestOpen = (colleges: readonly Pick<LetterRequestCollegesTable, 'deadline' | 'submitted_at'>[]): string | null =>
  colleges
    .filter((college) => college.submitted_at === null && college.deadline !== null)
    .map((college) => college.deadline!)
    .sort()[0] ?? null;

/**
 * The requests as `view` sees them. A counselor's approval and their message are the student's
 * alone: a teacher's view never carries them (and never holds a request still waiting for one).
 */
async function toRequests(deps: LetterRequestsDeps, rows: readonly RequestRow[], view: 'student' | 'teacher'): Promise<LetterRequest[]> {
  const [colleges, students, invitations] = await Promise.all([
    listRequestColleges(
      deps.db,
      rows.map((row) => row.id),
    ),
    listUserColumns(deps.db, [...new Set(rows.map((row) => row.user_id))], ['id', 'name']),
    teacherInvitationsOf(deps, rows),
  ]);
  const names = new Map(students.map((student) => [student.id, student.name]));
  return rows.map((row) => ({
    id: row.id,
    letterId: row.letter_id,
    studentName: names.get(row.user_id) ?? '',
    teacherName: row.teacher_name,
    teacherEmail: row.teacher_email,
    status: row.status as StudentLetterRequestStatus,
    note: row.note,
    waived: Boolean(row.waived),
    message: row.message,
    nearestDeadline: row.nearest_deadline,
    colleges: requestCollegesOf(deps.catalog, colleges, row.id),
    approval:
      view === 'student' && row.approval_school_id !== null ? { message: row.approval_message, decidedAt: row.approval_decided_at } : null,
    teacherInvitation: invitations.get(row.id)!,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** A student asks a teacher: the request, and the tracker row it keeps up to date (201). */
export async function createLetterRequest(deps: LetterRequestsDeps, studentId: string, input: CreateInput): Promise<LetterRequest> {
  await requireRole(deps.db, studentId, 'student', 'ask a teacher for a letter');
  // The school's rules, for its own students: not before its first day, and through a counselor when it asks for approval.
  const rules = await requireAskOpen(deps, studentId);
  const awaiting = rules.approvalRequired && rules.schoolId !== null;
  const applications = await Promise.all(input.applicationIds.map((id) => findApplicationRow(deps.db, studentId, id)));
  if (applications.some((application) => !application)) throw refuseField('applicationIds', /*i18n*/ 'Choose from your applications');
  const colleges = new Map<number, { school_id: number; round: string; deadline: string | null }>();
  for (const application of applications) {
    const { school_id, round, deadline } = application!;
    const schoolId = Number(school_id);
    const known = colleges.get(schoolId);
    // Two rounds at one college: the letter is due by the earlier deadline.
    if (!known || (deadline !== null && (known.deadline === null || deadline < known.deadline))) {
      colleges.set(schoolId, { school_id: schoolId, round, deadline });
    }
  }
  const rows = [...colleges.values()].map((college) => ({ ...college, submitted_at: null }));
  const nearest = nearestOpen(rows);
  const now = deps.now().toISOString();
  const id = newId();
  // The tracker letter and the request are written together or not at all: a request whose
  // insert fails leaves no letter behind that the teacher's answers could never move on.
  await withStudentLock(deps.db, studentId, async (trx) => {
    const letterId = await insertLetterLocked(trx, deps, studentId, {
      recommenderName: input.teacherName,
      recommenderTitle: 'Teacher',
      recommenderEmail: input.teacherEmail,
      // Waiting for a counselor, the teacher has not been asked yet; approving makes it Requested.
      status: awaiting ? 'not-requested' : 'requested',
      dateRequested: awaiting ? null : now.slice(0, 10),
      dueDate: nearest,
      lastReminder: null,
      schoolIds: rows.map((row) => row.school_id),
      notes: input.note,
    });
    await insertLetterRequest(
      trx,
      {
        id,
        user_id: studentId,
        letter_id: letterId,
        teacher_email: input.teacherEmail.toLowerCase(),
        teacher_name: input.teacherName,
        note: input.note,
        waived: input.waived ? 1 : 0,
        status: awaiting ? 'awaiting' : 'requested',
        approval_school_id: awaiting ? rules.schoolId : null,
        message: '',
        nearest_deadline: nearest,
        created_at: now,
        updated_at: now,
      },
      rows.map((row) => ({ request_id: id, ...row })),
    );
  });
  // The teacher hears of it by email (teacher-invitation-sender.ts), when the student may send one;
  // a request waiting for approval is emailed when a counselor approves it (letter-approvals.service.ts).
  if (awaiting) await releaseIfLeft(deps, studentId, rules.schoolId!);
  else await queueNewRequestInvitation(deps, studentId, id, input.teacherEmail.toLowerCase());
  const [request] = await toRequests(
    deps,
    (await listRequestRowsOfStudent(deps.db, studentId)).filter((row) => row.id === id),
    'student',
  );
  return request!;
}

/** The student's own requests, newest first. */
export async function listMyLetterRequests(deps: LetterRequestsDeps, studentId: string): Promise<LetterRequest[]> {
  return toRequests(deps, await listRequestRowsOfStudent(deps.db, studentId), 'student');
}

/** The teacher's verified address; an unverified one reads nothing yet (403 says why). */
async function teacherAddress(deps: LetterRequestsDeps, teacherId: string): Promise<string> {
  await requireRole(deps.db, teacherId, 'teacher', 'answer letter requests');
  const { email, email_verified_at } = await requireUserColumns(deps.db, teacherId, ['email', 'email_verified_at']);
  if (!email_verified_at) {
    throw new HttpError(403, 'email_unverified', /*i18n*/ 'Verify your email address first: requests reach the address students typed.');
  }
  return email.toLowerCase();
}

/**
 * For the account export: the requests addressed to the user, when they are a teacher whose
 * address is verified (what their queue shows); none for any other account.
 */
export async function listLetterRequestsReceived(deps: LetterRequestsDeps, userId: string): Promise<LetterRequest[]> {
  const { role, email, email_verified_at } = await requireUserColumns(deps.db, userId, ['role', 'email', 'email_verified_at']);
  if (role !== 'teacher' || !email_verified_at) return [];
  return toRequests(deps, await listRequestRowsToTeacher(deps.db, email.toLowerCase()), 'teacher');
}

const STATUS_ORDER = new Map(LETTER_REQUEST_STATUSES.map((status, index) => [status, index]));

/** The teacher's queue: by status (Requested, Accepted, Declined, Submitted), nearest deadline first within each. */
export async function teacherQueue(deps: LetterRequestsDeps, teacherId: string): Promise<LetterRequest[]> {
  const rows = await listRequestRowsToTeacher(deps.db, await teacherAddress(deps, teacherId));
  rows.sort(
    (a, b) =>
      STATUS_ORDER.get(a.status as LetterRequestStatus)! - STATUS_ORDER.get(b.status as LetterRequestStatus)! ||
      (a.nearest_deadline ?? '9999').localeCompare(b.nearest_deadline ?? '9999') ||
      a.created_at.localeCompare(b.created_at) ||
      a.id.localeCompare(b.id),
  );
  return toRequests(deps, rows, 'teacher');
}

async function requireRequestToTeacher(deps: LetterRequestsDeps, teacherId: string, id: string): Promise<RequestRow> {
  const row = await findRequestRowToTeacher(deps.db, await teacherAddress(deps, teacherId), id);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return row;
}

async function requestToTeacher(deps: LetterRequestsDeps, teacherId: string, id: string): Promise<LetterRequest> {
  const [request] = await toRequests(deps, [await requireRequestToTeacher(deps, teacherId, id)], 'teacher');
  return request!;
}

/** Accept or decline a request still waiting, with a message; the student's tracker row follows. */
export async function answerLetterRequest(
  deps: LetterRequestsDeps,
  teacherId: string,
  id: string,
  input: AnswerInput,
): Promise<LetterRequest> {
  const row = await requireRequestToTeacher(deps, teacherId, id);
  const status = input.decision === 'accept' ? 'accepted' : 'declined';
  const changed = await updateRequestRow(deps.db, id, 'requested', {
    status,
    message: input.message,
    updated_at: deps.now().toISOString(),
  });
  if (!changed) throw wrongStatus('This request has already been answered');
  await updateLetter(deps, row.user_id, row.letter_id, { status: status === 'accepted' ? 'in-progress' : 'declined' });
  return requestToTeacher(deps, teacherId, id);
}

/** Marks the letter submitted to one college; once every college has it, the request is Submitted and the tracker Completed. */
export async function markLetterSubmitted(
  deps: LetterRequestsDeps,
  teacherId: string,
  id: string,
  schoolId: number,
): Promise<LetterRequest> {
  const row = await requireRequestToTeacher(deps, teacherId, id);
  if (row.status !== 'accepted') throw wrongStatus('Accept the request before marking the letter submitted');
  const now = deps.now().toISOString();
  if (!(await markCollegeSubmittedRow(deps.db, id, schoolId, now))) {
    const colleges = await listRequestColleges(deps.db, [id]);
    if (!colleges.some((college) => Number(college.school_id) === schoolId))
      throw notFound(/*i18n*/ 'This request is not for that college');
    throw wrongStatus('The letter is already marked submitted to this college');
  }
  const colleges = await listRequestColleges(deps.db, [id]);
  const done = colleges.every((college) => college.submitted_at !== null);
  await updateRequestRow(deps.db, id, 'accepted', {
    status: done ? 'submitted' : 'accepted',
    nearest_deadline: nearestOpen(colleges),
    updated_at: now,
  });
  if (done) await updateLetter(deps, row.user_id, row.letter_id, { status: 'completed' });
  return requestToTeacher(deps, teacherId, id);
}
