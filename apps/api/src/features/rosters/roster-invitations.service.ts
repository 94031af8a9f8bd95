import type { Kysely } from 'kysely';
import {
  ROSTER_INVITATION_LINK_DAYS,
  ROSTER_INVITATIONS_PER_BATCH,
  type RosterInvitationAccepted,
  type RosterInvitationPreview,
  type RosterInvitationsBody,
  type RosterInvitationsResponse,
} from '@campuspath/contract/rosters';
import type { Database } from '../../db/schema.ts';
import { HttpError, refuseField } from '../../lib/errors.ts';
import { quotaExceeded } from '../../lib/quota.ts';
import { hitRateLimit } from '../../lib/rate-limits.store.ts';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { INVITATION_NEEDS_VERIFIED_ADDRESS_MESSAGE, isEmailSafeName } from '@campuspath/contract/sharing-terms';
import { markEmailVerified, requireUserColumns } from '../auth/users.store.ts';
import { deliverSchoolPlans } from '../class-plans/plan-delivery.ts';
import { findHighSchool, findStudentSchoolId, insertStudent } from '../high-schools/high-schools.store.ts';
import { listSchoolMembers } from '../../read-models/school-members.ts';
import { requireCounselorOf, requireRole } from '../sharing/access.ts';
import { isCurrentInvitation, readInvitationToken } from './roster-invitation-tokens.ts';
import { findRosterStudent, queueRosterInvitation } from './roster-lines.store.ts';
import { listRosterStudents, unsubscribeRosterStudent } from './rosters.store.ts';

/**
 * Roster invitations: each rostered student gets one email, whoever sends and however many
 * senders run at once (queueRosterInvitation is a compare-and-set on `invited_at`, and the email
 * scheduler claims each queued one in its ledger before sending); a counselor may send again on
 * purpose (`resend`, a new ledger entry). Students who joined or unsubscribed are skipped. The link carries a
 * signed token naming the roster line and its send (roster-invitation-tokens.ts: the latest link
 * only, for a limited time); the student joins only by choosing to, signed in with the invited
 * address.
 */
export interface InvitationDeps {
  db: Kysely<Database>;
  now: () => Date;
  links: LinkConfig;
}

/** Invitation emails one counselor may send in a day, across schools: a large class, not a mailing list. */
export const ROSTER_EMAILS_PER_COUNSELOR_PER_DAY = 2_000;
/** A student invited this recently is not emailed again by a resend. */
export const ROSTER_RESEND_AFTER_DAYS = 3;
const DAY_MS = 24 * 3_600_000;

const INVALID_LINK = /*i18n*/ 'This invitation link is not valid. Ask your counselor for a new one, or join with your school’s code.';
const STALE_LINK =
  `This invitation link no longer works: a link works for ${ROSTER_INVITATION_LINK_DAYS} days, and only the one in the latest email. ` +
  'Ask your counselor to send it again, or join with your school’s code.';

/**
 * The counselor sending a school's invitations (students' or teachers'): CampusPath's mail goes to
 * a roster only on behalf of a verified, non-demo counselor of the school, under a school name fit
 * for an email, so it cannot be turned into mail of anyone's choosing.
 */
export async function requireInvitingCounselor(db: Kysely<Database>, userId: string, highSchoolId: string): Promise<void> {
  await requireCounselorOf(db, userId, highSchoolId);
  const [sender, school] = await Promise.all([
    requireUserColumns(db, userId, ['is_demo', 'email_verified_at']),
    findHighSchool(db, highSchoolId),
  ]);
  if (sender.is_demo)
    throw new HttpError(403, 'demo_account', /*i18n*/ 'The sample account sends no email. Sign up to invite your students.');
  if (sender.email_verified_at === null) {
    throw new HttpError(
      403,
      'email_not_verified',
      /*i18n*/ 'Verify your email address first (we sent you a link), then send the invitations.',
    );
  }
  if (!isEmailSafeName(school!.name)) {
    throw new HttpError(
      409,
      'school_name_not_emailed',
      /*i18n*/ 'The school’s name looks like a web address or is too long to put in an email. Change it on the school page, then send the invitations.',
    );
  }
}

export async function sendRosterInvitations(
  deps: InvitationDeps,
  userId: string,
  highSchoolId: string,
  body: RosterInvitationsBody,
): Promise<RosterInvitationsResponse> {
  await requireInvitingCounselor(deps.db, userId, highSchoolId);
  const [lines, members] = await Promise.all([listRosterStudents(deps.db, highSchoolId), listSchoolMembers(deps.db, highSchoolId)]);
  const joined = new Set(members.flatMap((member) => (member.email_verified_at ? [member.email.toLowerCase()] : [])));
  const chosen = body.studentIds ? new Set(body.studentIds) : null;
  const resendBefore = new Date(deps.now().getTime() - ROSTER_RESEND_AFTER_DAYS * DAY_MS).toISOString();
  const due = lines.filter(
    (line) =>
      (chosen === null || chosen.has(line.id)) &&
      line.unsubscribed_at === null &&
      !joined.has(line.email) &&
      // A first invitation goes to those never invited; a reminder (`resend`) only to those invited
      // before, and not within the last few days.
      (body.resend === true ? line.invited_at !== null && line.invited_at < resendBefore : line.invited_at === null),
  );
  const batch = due.slice(0, ROSTER_INVITATIONS_PER_BATCH);
  // The request only queues (each counts against the day's cap); the email scheduler claims each
  // in its delivery ledger and sends it (roster-invitation-sender.ts), so every invitation goes
  // out once however many schedulers run, paced per tick, and a crash loses none.
  let queued = 0;
  let limited = false;
  let raced = 0;
  for (const line of batch) {
    const now = deps.now();
    const { current } = await hitRateLimit(deps.db, `roster-invitations:${userId}`, DAY_MS, now.getTime());
    if (current > ROSTER_EMAILS_PER_COUNSELOR_PER_DAY) {
      limited = true;
      break;
    }
    if (await queueRosterInvitation(deps.db, 'students', line.id, line.invited_at, now.toISOString(), userId)) queued += 1;
    // Otherwise another counselor queued this student at the same moment.
    else raced += 1;
  }
  if (limited && queued === 0) {
    throw quotaExceeded(
      `You can send ${ROSTER_EMAILS_PER_COUNSELOR_PER_DAY.toLocaleString('en-US')} invitations a day. Send the rest tomorrow.`,
    );
  }
  return { queued, remaining: due.length - queued - raced };
}

type TokenDeps = Pick<InvitationDeps, 'db' | 'links' | 'now'>;

/** The roster line of a signed token; `current` also asks that it be the latest, unexpired link. */
async function lineOfToken(deps: TokenDeps, token: string, current: boolean) {
  const claim = readInvitationToken(deps.links.secret, token);
  const line = claim ? await findRosterStudent(deps.db, claim.lineId) : undefined;
  if (!claim || !line) throw refuseField('token', INVALID_LINK);
  if (current && !isCurrentInvitation(claim, line.invited_at, deps.now())) throw refuseField('token', STALE_LINK);
  return line;
}

/** What the invitation page shows before anyone signs in: the school, the student, the address. */
export async function previewRosterInvitation(deps: TokenDeps, token: string): Promise<RosterInvitationPreview> {
  const line = await lineOfToken(deps, token, true);
  const school = await findHighSchool(deps.db, line.high_school_id);
  return { highSchoolId: line.high_school_id, schoolName: school!.name, studentName: line.name, email: line.email };
}

/**
 * The student accepts: a student account with the invited address joins the school (sharing
 * nothing yet). Another address is refused (the link may have been forwarded); a student of
 * another school is asked to leave it first.
 */
export async function acceptRosterInvitation(deps: InvitationDeps, userId: string, token: string): Promise<RosterInvitationAccepted> {
  await requireRole(deps.db, userId, 'student', 'join a high school');
  const line = await lineOfToken(deps, token, true);
  const { email, email_verified_at } = await requireUserColumns(deps.db, userId, ['email', 'email_verified_at']);
  if (email.toLowerCase() !== line.email) {
    throw new HttpError(
      403,
      'other_address',
      `This invitation is for ${line.email}. Sign in with that address, or join with your school’s code.`,
    );
  }
  // An address anyone could have typed at sign-up claims no student's place: it must be shown to be theirs.
  if (email_verified_at === null) throw new HttpError(403, 'email_not_verified', INVITATION_NEEDS_VERIFIED_ADDRESS_MESSAGE);
  const current = await findStudentSchoolId(deps.db, userId);
  if (current && current !== line.high_school_id) {
    throw new HttpError(409, 'already_in_a_school', /*i18n*/ 'You belong to another high school. Leave it first, then join this one.');
  }
  if (!current) await insertStudent(deps.db, userId, line.high_school_id, deps.now().toISOString());
  await deliverSchoolPlans(deps.db, line.high_school_id, deps.now().toISOString(), userId);
  const school = await findHighSchool(deps.db, line.high_school_id);
  return { highSchool: { id: line.high_school_id, name: school!.name } };
}

/**
 * Sign-up from an invitation: the account just created joins the school when it is a student's
 * with the invited address, and that address counts as verified. Only the latest link, within its
 * lifetime, does that: an old email found in a mailbox later proves nothing. Anything else (a
 * forwarded, replaced or expired link, an invalid token, a parent's account) joins nothing and
 * fails nothing: the account exists either way (its address gets the usual verification link), and
 * the invitation page still offers the link's other ways in.
 */
export async function joinFromInvitationAtSignUp(deps: TokenDeps, userId: string, token: string): Promise<boolean> {
  const claim = readInvitationToken(deps.links.secret, token);
  const line = claim ? await findRosterStudent(deps.db, claim.lineId) : undefined;
  if (!claim || !line || !isCurrentInvitation(claim, line.invited_at, deps.now())) return false;
  const { email, role } = await requireUserColumns(deps.db, userId, ['email', 'role']);
  if (role !== 'student' || email.toLowerCase() !== line.email) return false;
  if (await findStudentSchoolId(deps.db, userId)) return false;
  const stamp = deps.now().toISOString();
  // The link was emailed to this address, so signing up from it shows the address is the
  // student's, as the verification link would; the sign-up form said that it joins the school.
  return deps.db.transaction().execute(async (trx) => {
    if (!(await markEmailVerified(trx, userId, email, stamp))) return false;
    await insertStudent(trx, userId, line.high_school_id, stamp);
    await deliverSchoolPlans(trx, line.high_school_id, stamp, userId);
    return true;
  });
}

/**
 * "Stop these emails": no more invitations reach this address from its school. Any link we signed
 * for the line does it, however old or replaced: stopping mail must always work from any email.
 */
export async function unsubscribeRosterInvitation(deps: TokenDeps, token: string): Promise<void> {
  const line = await lineOfToken(deps, token, false);
  await unsubscribeRosterStudent(deps.db, line.id, deps.now().toISOString());
}
