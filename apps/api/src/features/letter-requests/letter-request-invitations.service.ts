import type { Kysely, Selectable } from 'kysely';
import type { TeacherInvitation, TeacherInvitationPreview } from '@campuspath/contract/teacher-invitations';
import { TEACHER_EMAILS_PER_STUDENT_PER_DAY, TEACHER_INVITATION_RESEND_AFTER_DAYS } from '@campuspath/contract/teacher-invitations-terms';
import type { Database, LetterRequestsTable } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, notFound, refuseField } from '../../lib/errors.ts';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { quotaExceeded } from '../../lib/quota.ts';
import { hitRateLimit } from '../../lib/rate-limits.store.ts';
import { requireUserColumns } from '../auth/users.store.ts';
import {
  findRequestRow,
  findRequestRowOfStudent,
  listStoppedTeacherEmails,
  queueTeacherInvitation,
  stopTeacherEmails,
} from './letter-request-invitations.store.ts';
import { readTeacherEmailsToken } from './teacher-invitation-tokens.ts';

/**
 * Whether, and when, a letter request emails its teacher (teacher-invitation-sender.ts sends it).
 * Creating the request queues one email; the student may send it again, at most once every
 * TEACHER_INVITATION_RESEND_AFTER_DAYS and within a daily count of emails per student, so an
 * account cannot be used to mail an address again and again. Only a student whose own address is
 * verified, and no demo account, emails anyone; an address that chose "Stop these emails" is
 * never emailed again.
 */
interface InvitationDeps {
  db: Kysely<Database>;
  now: Clock;
}

type InvitationColumns = Pick<
  Selectable<LetterRequestsTable>,
  'id' | 'status' | 'teacher_email' | 'teacher_invited_at' | 'teacher_invitation_sent_at' | 'teacher_invitation_failed_at'
>;

const DAY_MS = 24 * 3_600_000;
/** Statuses only the teacher's own answer sets. */
const ANSWERED = new Set(['accepted', 'declined', 'submitted']);
const INVALID_LINK = /*i18n*/ 'This link is not valid. Copy the whole link from the email.';

/**
 * May this student's account email a teacher at all, and within today's count? (throws why not when
 * `explain`). `counted: false` skips the day's count, for an email a counselor's approval sends.
 */
async function mayEmail(deps: InvitationDeps, studentId: string, explain: boolean, counted = true): Promise<boolean> {
  const { email_verified_at, is_demo } = await requireUserColumns(deps.db, studentId, ['email_verified_at', 'is_demo']);
  if (is_demo) {
    if (explain)
      throw new HttpError(
        403,
        'demo_account',
        /*i18n*/ 'The sample account does not email anyone. Create a free account to ask a teacher.',
      );
    return false;
  }
  if (!email_verified_at) {
    if (explain)
      throw new HttpError(
        403,
        'email_not_verified',
        /*i18n*/ 'Verify your email address first (we sent you a link), then email your teacher.',
      );
    return false;
  }
  if (!counted) return true;
  const { current } = await hitRateLimit(deps.db, `teacher-invitations:${studentId}`, DAY_MS, deps.now().getTime());
  if (current > TEACHER_EMAILS_PER_STUDENT_PER_DAY) {
    if (explain) throw quotaExceeded(`You can email teachers ${TEACHER_EMAILS_PER_STUDENT_PER_DAY} times a day. Try again tomorrow.`);
    return false;
  }
  return true;
}

/**
 * A new request's email to its teacher, queued when the student may send it (else the list says
 * "Not emailed yet"). The day's count limits what a student sends on their own; a request a
 * counselor approved was let through by a person, so approving a dozen of one student's requests in
 * a day emails every teacher and leaves the student's own count as it was (`byCounselor`).
 */
export async function queueNewRequestInvitation(
  deps: InvitationDeps,
  studentId: string,
  requestId: string,
  email: string,
  { byCounselor = false }: { byCounselor?: boolean } = {},
) {
  if ((await listStoppedTeacherEmails(deps.db, [email])).size > 0) return;
  if (!(await mayEmail(deps, studentId, false, !byCounselor))) return;
  await queueTeacherInvitation(deps.db, requestId, null, deps.now().toISOString());
}

/**
 * Where each request's email stands, as its student sees it. Whether an account holds the address
 * is never part of it: an address with a teacher account, a student's, or none at all reads the
 * same until the teacher has answered the request.
 */
export async function teacherInvitationsOf(
  deps: InvitationDeps,
  rows: readonly InvitationColumns[],
): Promise<Map<string, TeacherInvitation>> {
  const stopped = await listStoppedTeacherEmails(deps.db, [...new Set(rows.map((row) => row.teacher_email))]);
  return new Map(rows.map((row) => [row.id, invitationOf(row, stopped, deps.now())]));
}

function invitationOf(row: InvitationColumns, stopped: Set<string>, now: Date): TeacherInvitation {
  const sentAt = row.teacher_invitation_sent_at;
  // Joined: the teacher has answered. Reading the queue changes nothing (no read writes to the
  // student's rows), so until the answer the request reads as sent, whoever holds the address.
  if (ANSWERED.has(row.status)) return { status: 'joined', sentAt, resendableFrom: null };
  if (stopped.has(row.teacher_email)) return { status: 'stopped', sentAt, resendableFrom: null };
  if (row.teacher_invited_at === null) return { status: 'not_sent', sentAt: null, resendableFrom: now.toISOString() };
  // Given up undelivered: the student may send it again at once (the daily count still applies).
  if (row.teacher_invitation_failed_at !== null) return { status: 'failed', sentAt: null, resendableFrom: now.toISOString() };
  if (sentAt === null) return { status: 'queued', sentAt: null, resendableFrom: null };
  return {
    status: 'sent',
    sentAt,
    resendableFrom: new Date(Date.parse(row.teacher_invited_at) + TEACHER_INVITATION_RESEND_AFTER_DAYS * DAY_MS).toISOString(),
  };
}

/** The student emails the teacher of a request waiting for an answer (again, or for the first time). */
export async function resendTeacherInvitation(deps: InvitationDeps, studentId: string, requestId: string): Promise<void> {
  const row = await findRequestRowOfStudent(deps.db, studentId, requestId);
  if (!row) throw notFound(/*i18n*/ 'Letter request not found');
  // Waiting for (or refused) a counselor's approval, the teacher is not to be emailed.
  if (row.status === 'awaiting' || row.status === 'not_approved')
    throw new HttpError(409, 'invalid_status', /*i18n*/ 'Your counselor has not approved this request: your teacher has not been asked.');
  if (row.status !== 'requested') throw new HttpError(409, 'invalid_status', /*i18n*/ 'Your teacher has already answered this request.');
  const invitation = (await teacherInvitationsOf(deps, [row])).get(row.id)!;
  if (invitation.status === 'joined')
    throw new HttpError(409, 'teacher_joined', /*i18n*/ 'Your teacher has joined: the request is in their queue.');
  if (invitation.status === 'stopped')
    throw new HttpError(409, 'emails_stopped', /*i18n*/ 'This address asked for no emails from CampusPath. Ask your teacher in person.');
  if (invitation.resendableFrom === null || invitation.resendableFrom > deps.now().toISOString()) {
    throw new HttpError(
      409,
      'too_soon',
      `You can email your teacher again ${TEACHER_INVITATION_RESEND_AFTER_DAYS} days after the last email.`,
    );
  }
  await mayEmail(deps, studentId, true);
  // Two presses at once queue one email: the second no longer matches the moment it read.
  await queueTeacherInvitation(deps.db, row.id, row.teacher_invited_at, deps.now().toISOString());
}

type TokenDeps = InvitationDeps & { links: Pick<LinkConfig, 'secret'> };

/** The address a "Stop these emails" link names (its own, or for older links that of the request it signed). */
async function addressOfToken(deps: TokenDeps, token: string): Promise<string> {
  const claim = readTeacherEmailsToken(deps.links.secret, token);
  if (claim && 'email' in claim) return claim.email;
  const row = claim ? await findRequestRow(deps.db, claim.requestId) : undefined;
  if (!row) throw refuseField('token', INVALID_LINK);
  return row.teacher_email;
}

/** What a "Stop these emails" link would stop: the address, and whether it already did. */
export async function previewTeacherEmails(deps: TokenDeps, token: string): Promise<TeacherInvitationPreview> {
  const email = await addressOfToken(deps, token);
  return { email, stopped: (await listStoppedTeacherEmails(deps.db, [email])).size > 0 };
}

export async function stopTeacherEmailsByToken(deps: TokenDeps, token: string): Promise<void> {
  await stopTeacherEmails(deps.db, await addressOfToken(deps, token), deps.now().toISOString());
}
