import type { Kysely } from 'kysely';
import { ROSTER_INVITATION_LINK_DAYS, type RosterTeacherLine } from '@campuspath/contract/rosters';
import { ROSTER_TEACHER_RESEND_AFTER_DAYS, type RosterTeacherStatus } from '@campuspath/contract/rosters-terms';
import type {
  RosterTeacherInvitationAccepted,
  RosterTeacherInvitationPreview,
  RosterTeacherInvitationsBody,
  RosterTeacherInvitationsResponse,
} from '@campuspath/contract/roster-teacher-invitations';
import type { Database } from '../../db/schema.ts';
import type { RosterTeachersTable } from '../../db/schema-sharing.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { quotaExceeded } from '../../lib/quota.ts';
import { hitRateLimit } from '../../lib/rate-limits.store.ts';
import { INVITATION_NEEDS_VERIFIED_ADDRESS_MESSAGE } from '@campuspath/contract/sharing-terms';
import { markEmailVerified, requireUserColumns } from '../auth/users.store.ts';
import { findHighSchool } from '../high-schools/high-schools.store.ts';
import { listStoppedTeacherEmails } from '../letter-requests/letter-request-invitations.store.ts';
import { requireCounselorOf, requireRole } from '../sharing/access.ts';
import { isCurrentInvitation } from './roster-invitation-tokens.ts';
import { joinFromInvitationAtSignUp, requireInvitingCounselor, ROSTER_EMAILS_PER_COUNSELOR_PER_DAY } from './roster-invitations.service.ts';
import { readTeacherInvitationToken } from './roster-teacher-invitation-tokens.ts';
import { deleteRosterLine, findRosterTeacher, queueRosterInvitation } from './roster-lines.store.ts';
import { joinRosterTeacher, listRosterTeachers } from './roster-teachers.store.ts';

/**
 * Rostered teachers invited to join their school as teachers, the way rostered students are
 * (roster-invitations.service.ts): a counselor's send queues each once (a compare-and-set on
 * `invited_at`), the email scheduler claims it in its ledger before sending
 * (roster-teacher-invitation-sender.ts), and a resend is on purpose and not within three days. The
 * link names the line and its send; only a teacher account with the invited, verified address
 * joins, and only by accepting (or by signing up from the link). Joining links the line to the
 * account: students of the school who pick that teacher reach the account's queue by its address.
 */
export interface TeacherInvitationDeps {
  db: Kysely<Database>;
  now: () => Date;
  links: LinkConfig;
}

const DAY_MS = 24 * 3_600_000;
export const ROSTER_TEACHER_NOT_FOUND = /*i18n*/ 'Teacher not found on this roster';
const INVALID_LINK =
  `This invitation link is not valid, or no longer works: a link works for ${ROSTER_INVITATION_LINK_DAYS} days, and only the one in ` +
  'the latest email. Ask your school’s counselor to send it again.';
const USED_LINK = /*i18n*/ 'This invitation has been accepted by another account. Ask your school’s counselor if that is wrong.';

type Line = Pick<RosterTeachersTable, 'id' | 'name' | 'email' | 'invited_at' | 'joined_user_id' | 'joined_at'>;

function statusOf(line: Line, stopped: ReadonlySet<string>): RosterTeacherStatus {
  if (line.joined_user_id !== null) return 'joined';
  if (stopped.has(line.email)) return 'stopped';
  return line.invited_at === null ? 'not_invited' : 'invited';
}

const resendableFrom = (invitedAt: string) => new Date(Date.parse(invitedAt) + ROSTER_TEACHER_RESEND_AFTER_DAYS * DAY_MS).toISOString();

/** The school's rostered teachers with their invitations, as its counselors see them. */
export async function rosterTeacherLinesOf(db: Kysely<Database>, highSchoolId: string): Promise<RosterTeacherLine[]> {
  const lines = await listRosterTeachers(db, highSchoolId);
  const stopped = await listStoppedTeacherEmails(db, [...new Set(lines.map((line) => line.email))]);
  return lines.map((line) => {
    const status = statusOf(line, stopped);
    return {
      id: line.id,
      name: line.name,
      email: line.email,
      sample: Number(line.is_sample) === 1,
      status,
      invitedAt: line.invited_at,
      joinedAt: line.joined_user_id === null ? null : line.joined_at,
      resendableFrom: status === 'invited' ? resendableFrom(line.invited_at!) : null,
    };
  });
}

/**
 * Queues invitations: to each teacher not invited yet (or only those named), or with `resend` to
 * those invited at least three days ago. Joined and stopped teachers are skipped. Naming teachers
 * none of whom is due is refused with the reason (409), so a "Resend" pressed too soon says why.
 */
export async function sendRosterTeacherInvitations(
  deps: TeacherInvitationDeps,
  userId: string,
  highSchoolId: string,
  body: RosterTeacherInvitationsBody,
): Promise<RosterTeacherInvitationsResponse> {
  await requireInvitingCounselor(deps.db, userId, highSchoolId);
  const lines = await listRosterTeachers(deps.db, highSchoolId);
  const stopped = await listStoppedTeacherEmails(deps.db, [...new Set(lines.map((line) => line.email))]);
  const chosen = body.teacherIds ? new Set(body.teacherIds) : null;
  const named = lines.filter((line) => chosen === null || chosen.has(line.id));
  if (chosen !== null && named.length < chosen.size) throw notFound(ROSTER_TEACHER_NOT_FOUND);
  const nowIso = deps.now().toISOString();
  const due = named.filter((line) => {
    const status = statusOf(line, stopped);
    return body.resend === true ? status === 'invited' && resendableFrom(line.invited_at!) <= nowIso : status === 'not_invited';
  });
  if (named.length > 0 && chosen !== null && due.length === 0) throw notDue(named, stopped, body.resend === true);
  let queued = 0;
  for (const line of due) {
    const now = deps.now();
    // One count of emails a day for the counselor's students' and teachers' invitations together.
    const { current } = await hitRateLimit(deps.db, `roster-invitations:${userId}`, DAY_MS, now.getTime());
    if (current > ROSTER_EMAILS_PER_COUNSELOR_PER_DAY) {
      if (queued === 0) {
        throw quotaExceeded(
          `You can send ${ROSTER_EMAILS_PER_COUNSELOR_PER_DAY.toLocaleString('en-US')} invitations a day. Send the rest tomorrow.`,
        );
      }
      break;
    }
    // Otherwise another counselor queued this teacher at the same moment.
    if (await queueRosterInvitation(deps.db, 'teachers', line.id, line.invited_at, now.toISOString(), userId)) queued += 1;
  }
  return { queued, skipped: named.length - queued };
}

/** Why none of the teachers named can be emailed now. */
function notDue(named: readonly Line[], stopped: ReadonlySet<string>, resend: boolean): HttpError {
  const line = named[0]!;
  const status = statusOf(line, stopped);
  if (status === 'joined')
    return new HttpError(409, 'teacher_joined', /*i18n*/ { id: '{name} has joined already.', values: { name: line.name } });
  if (status === 'stopped') {
    return new HttpError(
      409,
      'emails_stopped',
      /*i18n*/ {
        id: '{email} asked for no emails from CampusPath. Ask {name} in person.',
        values: { email: line.email, name: line.name },
      },
    );
  }
  if (status === 'not_invited' || !resend) {
    return new HttpError(
      409,
      'invalid_status',
      resend
        ? /*i18n*/ { id: '{name} has not been invited yet.', values: { name: line.name } }
        : /*i18n*/ { id: '{name} is invited already.', values: { name: line.name } },
    );
  }
  const from = resendableFrom(line.invited_at!);
  return new HttpError(
    409,
    'too_soon',
    /*i18n*/ {
      id: '{name} was invited less than {days} days ago. You can send it again from {from}.',
      values: { name: line.name, days: ROSTER_TEACHER_RESEND_AFTER_DAYS, from: from.slice(0, 10) },
    },
  );
}

/** The roster line of a signed token, while it is the latest, unexpired link; 404 otherwise. */
async function lineOfToken(deps: Pick<TeacherInvitationDeps, 'db' | 'links' | 'now'>, token: string) {
  const claim = readTeacherInvitationToken(deps.links.secret, token);
  const line = claim ? await findRosterTeacher(deps.db, claim.lineId) : undefined;
  if (!claim || !line || !isCurrentInvitation(claim, line.invited_at, deps.now())) throw notFound(INVALID_LINK);
  return line;
}

/** What the teacher's invitation page shows before anyone signs in. */
export async function previewRosterTeacherInvitation(
  deps: Pick<TeacherInvitationDeps, 'db' | 'links' | 'now'>,
  token: string,
): Promise<RosterTeacherInvitationPreview> {
  const line = await lineOfToken(deps, token);
  const school = await findHighSchool(deps.db, line.high_school_id);
  return {
    highSchoolId: line.high_school_id,
    schoolName: school!.name,
    teacherName: line.name,
    email: line.email,
    joined: line.joined_user_id !== null,
  };
}

/**
 * A teacher account with the invited, verified address accepts: the line is linked to it. Any
 * other role is refused (403: it cannot become a teacher's account), another address too (the link
 * may have been forwarded), and a line another account joined is a used link (404).
 */
export async function acceptRosterTeacherInvitation(
  deps: TeacherInvitationDeps,
  userId: string,
  token: string,
): Promise<RosterTeacherInvitationAccepted> {
  await requireRole(deps.db, userId, 'teacher', 'join a school as a teacher');
  const line = await lineOfToken(deps, token);
  const { email, email_verified_at } = await requireUserColumns(deps.db, userId, ['email', 'email_verified_at']);
  if (email.toLowerCase() !== line.email) {
    throw new HttpError(
      403,
      'other_address',
      /*i18n*/ {
        id: 'This invitation is for {email}. Sign in with that address.',
        values: { email: line.email },
      },
    );
  }
  if (email_verified_at === null) throw new HttpError(403, 'email_not_verified', INVITATION_NEEDS_VERIFIED_ADDRESS_MESSAGE);
  if (!(await joinRosterTeacher(deps.db, line.id, userId, deps.now().toISOString()))) throw notFound(USED_LINK);
  const school = await findHighSchool(deps.db, line.high_school_id);
  return { highSchool: { id: line.high_school_id, name: school!.name } };
}

/**
 * Sign-up from a teacher's invitation: the account just created joins when it is a teacher's with
 * the invited address, and the address counts as verified (the link came through that mailbox).
 * Anything else joins nothing and fails nothing, as for students (roster-invitations.service.ts).
 */
export async function joinTeacherFromInvitationAtSignUp(
  deps: Pick<TeacherInvitationDeps, 'db' | 'links' | 'now'>,
  userId: string,
  token: string,
): Promise<boolean> {
  const claim = readTeacherInvitationToken(deps.links.secret, token);
  const line = claim ? await findRosterTeacher(deps.db, claim.lineId) : undefined;
  if (!claim || !line || line.joined_user_id !== null || !isCurrentInvitation(claim, line.invited_at, deps.now())) return false;
  const { email, role } = await requireUserColumns(deps.db, userId, ['email', 'role']);
  if (role !== 'teacher' || email.toLowerCase() !== line.email) return false;
  const stamp = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await markEmailVerified(trx, userId, email, stamp))) return false;
    return joinRosterTeacher(trx, line.id, userId, stamp);
  });
}

/** Sign-up from a roster link, a student's or a teacher's: each join checks its own token's purpose and the account's role. */
export async function joinFromRosterLinkAtSignUp(deps: Pick<TeacherInvitationDeps, 'db' | 'links' | 'now'>, userId: string, token: string) {
  return (await joinFromInvitationAtSignUp(deps, userId, token)) || joinTeacherFromInvitationAtSignUp(deps, userId, token);
}

/** Takes a teacher off the roster: the link to their account goes with the line; the account and its letter requests stay. */
export async function removeRosterTeacher(deps: TeacherInvitationDeps, userId: string, highSchoolId: string, teacherId: string) {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  if (!(await deleteRosterLine(deps.db, 'teachers', highSchoolId, teacherId))) throw notFound(ROSTER_TEACHER_NOT_FOUND);
}
