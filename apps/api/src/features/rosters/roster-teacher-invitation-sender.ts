import type { Kysely } from 'kysely';
import { isEmailSafeName } from '@campuspath/contract/sharing-terms';
import type { Database } from '../../db/schema.ts';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { findUserColumnsByEmail } from '../auth/users.store.ts';
import { findHighSchool } from '../high-schools/high-schools.store.ts';
import { listStoppedTeacherEmails } from '../letter-requests/letter-request-invitations.store.ts';
import { teacherEmailsUnsubscribe } from '../letter-requests/teacher-invitation-tokens.ts';
import { claimDelivery, isGivenUp, knownDeliveriesOf, sendClaimed, type LedgerDeps } from '../reminders/reminder-ledger.ts';
import type { LedgerPass } from '../reminders/reminder-scheduler.ts';
import { rosterTeacherInvitationEmail } from './roster-teacher-invitation-email.ts';
import { rosterTeacherInvitationUrl } from './roster-teacher-invitation-tokens.ts';
import { dropRosterInvitation, listQueuedRosterInvitations, markRosterInvitationSent } from './roster-lines.store.ts';

/**
 * The queued invitations of rostered teachers, sent by the email scheduler's tick through its
 * delivery ledger exactly as the students' are (roster-invitation-sender.ts): a ledger row of the
 * counselor who queued it, keyed by the roster line and the moment it was queued, claimed before
 * the email goes out, so two schedulers on one database send it once; a resend is a new moment,
 * hence a new row. At most TEACHER_ROSTER_INVITATIONS_PER_TICK a tick, oldest first. An address
 * that stopped teachers' emails since it was queued leaves the queue unsent.
 */
export const TEACHER_ROSTER_INVITATIONS_PER_TICK = 100;

export interface TeacherRosterSenderDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  links: LinkConfig;
  log?: { error(object: object, message: string): void };
}

export const teacherRosterDeliveryKey = (lineId: string, invitedAt: string) =>
  `roster-teacher-invitation:${lineId}:${Date.parse(invitedAt)}`;

/** The email scheduler's pass sending the queue (scheduler.ts hands it to createReminderScheduler). */
export const rosterTeacherInvitationPass =
  (deps: TeacherRosterSenderDeps): LedgerPass =>
  (ledger, now) =>
    sendQueuedTeacherInvitations({ ...deps, ledger }, now);

async function sendQueuedTeacherInvitations(deps: TeacherRosterSenderDeps & { ledger: LedgerDeps }, now: Date) {
  const result = { sent: 0, failed: 0 };
  const queued = await listQueuedRosterInvitations(deps.db, 'teachers', TEACHER_ROSTER_INVITATIONS_PER_TICK);
  if (queued.length === 0) return result;
  const stopped = await listStoppedTeacherEmails(deps.db, [...new Set(queued.map((line) => line.email))]);
  const lines = [];
  for (const line of queued) {
    if (stopped.has(line.email)) await dropRosterInvitation(deps.db, 'teachers', line.id, line.invited_at!);
    else lines.push({ ...line, invitedAt: line.invited_at!, counselorId: line.invitation_requested_by! });
  }
  const known = await knownDeliveriesOf(
    deps.ledger,
    lines.map((line) => ({ userId: line.counselorId, itemKeys: [], deliveryKeys: [teacherRosterDeliveryKey(line.id, line.invitedAt)] })),
  );
  const schools = new Map<string, string | undefined>();
  for (const id of new Set(lines.map((line) => line.high_school_id))) schools.set(id, (await findHighSchool(deps.db, id))?.name);
  for (const line of lines) {
    const deliveryKey = teacherRosterDeliveryKey(line.id, line.invitedAt);
    const mine = known.get(line.counselorId) ?? new Map();
    const id = await claimDelivery(deps.ledger, mine, { userId: line.counselorId, deliveryKey, itemKey: null, daysLeft: null }, now);
    if (!id) {
      // Sent by another scheduler that stopped before recording it here, or given up for good.
      const row = mine.get(deliveryKey);
      if (row?.status === 'sent') await markRosterInvitationSent(deps.db, 'teachers', line.id, line.invitedAt, now.toISOString());
      else if (row && isGivenUp(row, deps.ledger.leaseMs, now)) await dropRosterInvitation(deps.db, 'teachers', line.id, line.invitedAt);
      continue;
    }
    // The language of an account at the address, else English, as the students' invitations.
    const i18n = emailI18n((await findUserColumnsByEmail(deps.db, line.email, ['locale']))?.locale);
    const unsubscribe = teacherEmailsUnsubscribe(deps.links, line.email, i18n);
    // A name that reads like an address or a link is left out of the greeting.
    const content = rosterTeacherInvitationEmail(
      i18n,
      isEmailSafeName(line.name) ? line.name : null,
      schools.get(line.high_school_id) ?? i18n._('Your school'),
      rosterTeacherInvitationUrl(deps.links, line.id, line.invitedAt, i18n),
      unsubscribe.page,
    );
    const outcome = await sendClaimed(deps.ledger, [id], () => deps.mailer.send({ id, to: line.email, ...content, unsubscribe }), now);
    if (outcome.status === 'sent') {
      await markRosterInvitationSent(deps.db, 'teachers', line.id, line.invitedAt, now.toISOString());
      result.sent += 1;
    } else {
      result.failed += 1;
      deps.log?.error({ err: outcome.error, deliveryId: id }, 'roster teacher invitation email failed; it will be retried');
    }
  }
  return result;
}
