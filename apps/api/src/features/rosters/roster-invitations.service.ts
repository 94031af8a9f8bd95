import type { Kysely } from 'kysely';
import { pagePaths } from '@campuspath/contract/page-paths';
import {
  ROSTER_INVITATIONS_PER_BATCH,
  type RosterInvitationAccepted,
  type RosterInvitationPreview,
  type RosterInvitationsBody,
  type RosterInvitationsResponse,
} from '@campuspath/contract/rosters';
import type { Database } from '../../db/schema.ts';
import { HttpError, refuseField } from '../../lib/errors.ts';
import type { LinkConfig, MailDeps } from '../../lib/feature-deps.ts';
import { signToken, verifyToken } from '../../lib/signed-tokens.ts';
import { requireUserColumns } from '../auth/users.store.ts';
import { findHighSchool, findStudentSchoolId, insertStudent } from '../high-schools/high-schools.store.ts';
import { listSchoolMembers } from '../../read-models/school-members.ts';
import { requireCounselorOf, requireRole } from '../sharing/access.ts';
import { rosterInvitationEmail } from './roster-invitation-email.ts';
import { claimInvitation, findRosterStudent, listRosterStudents, releaseInvitation, unsubscribeRosterStudent } from './rosters.store.ts';

/**
 * Roster invitations: each rostered student gets one email, whoever sends and however many
 * senders run at once (claimInvitation is a compare-and-set on `invited_at`); a counselor may send
 * again on purpose (`resend`). Students who joined or unsubscribed are skipped. The link carries a
 * signed token naming the roster line; the student joins only by choosing to, signed in with the
 * invited address.
 */
export interface InvitationDeps {
  db: Kysely<Database>;
  now: () => Date;
  links: LinkConfig;
  mail: Pick<MailDeps, 'mailer'>;
}

const INVALID_LINK = 'This invitation link is not valid. Ask your counselor for a new one, or join with your school’s code.';

export const rosterInvitationUrl = (links: LinkConfig, rosterStudentId: string) =>
  `${links.publicUrl}${pagePaths.joinSchool.getHref(signToken(links.secret, 'roster-invitation', rosterStudentId))}`;

export async function sendRosterInvitations(
  deps: InvitationDeps,
  userId: string,
  highSchoolId: string,
  body: RosterInvitationsBody,
): Promise<RosterInvitationsResponse> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const [school, lines, members] = await Promise.all([
    findHighSchool(deps.db, highSchoolId),
    listRosterStudents(deps.db, highSchoolId),
    listSchoolMembers(deps.db, highSchoolId),
  ]);
  const joined = new Set(members.map((member) => member.email.toLowerCase()));
  const chosen = body.studentIds ? new Set(body.studentIds) : null;
  const due = lines.filter(
    (line) =>
      (chosen === null || chosen.has(line.id)) &&
      line.unsubscribed_at === null &&
      !joined.has(line.email) &&
      (body.resend === true || line.invited_at === null),
  );
  const batch = due.slice(0, ROSTER_INVITATIONS_PER_BATCH);
  let sent = 0;
  let failed = 0;
  // One at a time: a school's mail server is not flooded, and a slow one slows only this request.
  for (const line of batch) {
    const at = deps.now().toISOString();
    if (!(await claimInvitation(deps.db, line.id, line.invited_at, at))) continue;
    const content = rosterInvitationEmail(line.name, school!.name, rosterInvitationUrl(deps.links, line.id));
    try {
      await deps.mail.mailer.send({ id: `roster-invitation-${line.id}-${Date.parse(at)}`, to: line.email, ...content });
      sent += 1;
    } catch {
      await releaseInvitation(deps.db, line.id, at, line.invited_at);
      failed += 1;
    }
  }
  return { sent, failed, remaining: due.length - batch.length + failed };
}

async function lineOfToken(deps: Pick<InvitationDeps, 'db' | 'links'>, token: string) {
  const id = verifyToken(deps.links.secret, 'roster-invitation', token);
  const line = id ? await findRosterStudent(deps.db, id) : undefined;
  if (!line) throw refuseField('token', INVALID_LINK);
  return line;
}

/** What the invitation page shows before anyone signs in: the school, the student, the address. */
export async function previewRosterInvitation(deps: Pick<InvitationDeps, 'db' | 'links'>, token: string): Promise<RosterInvitationPreview> {
  const line = await lineOfToken(deps, token);
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
  const line = await lineOfToken(deps, token);
  const { email } = await requireUserColumns(deps.db, userId, ['email']);
  if (email.toLowerCase() !== line.email) {
    throw new HttpError(
      403,
      'other_address',
      `This invitation is for ${line.email}. Sign in with that address, or join with your school’s code.`,
    );
  }
  const current = await findStudentSchoolId(deps.db, userId);
  if (current && current !== line.high_school_id) {
    throw new HttpError(409, 'already_in_a_school', 'You belong to another high school. Leave it first, then join this one.');
  }
  if (!current) await insertStudent(deps.db, userId, line.high_school_id, deps.now().toISOString());
  const school = await findHighSchool(deps.db, line.high_school_id);
  return { highSchool: { id: line.high_school_id, name: school!.name } };
}

/**
 * Sign-up from an invitation: the account just created joins the school when it is a student's
 * with the invited address. Anything else (a forwarded link, an invalid token, a parent's
 * account) joins nothing and fails nothing: the account exists either way, and the invitation
 * page still offers the link's other ways in.
 */
export async function joinFromInvitationAtSignUp(deps: Pick<InvitationDeps, 'db' | 'links' | 'now'>, userId: string, token: string) {
  const id = verifyToken(deps.links.secret, 'roster-invitation', token);
  const line = id ? await findRosterStudent(deps.db, id) : undefined;
  if (!line) return;
  const { email, role } = await requireUserColumns(deps.db, userId, ['email', 'role']);
  if (role !== 'student' || email.toLowerCase() !== line.email) return;
  if (await findStudentSchoolId(deps.db, userId)) return;
  await insertStudent(deps.db, userId, line.high_school_id, deps.now().toISOString());
}

/** "Stop these emails": no more invitations reach this address from its school (the link still works). */
export async function unsubscribeRosterInvitation(deps: Pick<InvitationDeps, 'db' | 'links' | 'now'>, token: string): Promise<void> {
  const line = await lineOfToken(deps, token);
  await unsubscribeRosterStudent(deps.db, line.id, deps.now().toISOString());
}
