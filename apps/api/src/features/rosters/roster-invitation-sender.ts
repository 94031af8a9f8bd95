import type { Kysely } from 'kysely';
import { isEmailSafeName } from '@campuspath/contract/sharing-terms';
import type { Database } from '../../db/schema.ts';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { findUserColumnsByEmail } from '../auth/users.store.ts';
import { findHighSchool } from '../high-schools/high-schools.store.ts';
import { claimDelivery, isGivenUp, knownDeliveriesOf, sendClaimed, type LedgerDeps } from '../reminders/reminder-ledger.ts';
import type { LedgerPass } from '../reminders/reminder-scheduler.ts';
import { rosterInvitationEmail } from './roster-invitation-email.ts';
import { rosterInvitationUnsubscribe, rosterInvitationUrl } from './roster-invitation-tokens.ts';
import { dropRosterInvitation, listQueuedRosterInvitations, markRosterInvitationSent } from './roster-lines.store.ts';

/**
 * The queued roster invitations, sent by the email scheduler's tick through its delivery ledger
 * (reminder-ledger.ts), the same way as reminders: each invitation is a ledger row keyed by its
 * roster line and the moment it was queued, claimed before the email goes out, so two schedulers
 * on one database send it once; a resend queues a new moment, hence a new ledger row. The ledger
 * row belongs to the counselor who queued it. A tick sends at most INVITATIONS_PER_TICK, oldest
 * first, so a class of thousands reaches the mail server at a steady pace.
 */
export const INVITATIONS_PER_TICK = 100;

export interface InvitationSenderDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  links: LinkConfig;
  log?: { error(object: object, message: string): void };
}

export const invitationDeliveryKey = (lineId: string, invitedAt: string) => `roster-invitation:${lineId}:${Date.parse(invitedAt)}`;

/** The email scheduler's pass sending the queue (scheduler.ts hands it to createReminderScheduler). */
export const rosterInvitationPass =
  (deps: InvitationSenderDeps): LedgerPass =>
  (ledger, now) =>
    sendQueuedInvitations({ ...deps, ledger }, now);

async function sendQueuedInvitations(deps: InvitationSenderDeps & { ledger: LedgerDeps }, now: Date) {
  const result = { sent: 0, failed: 0 };
  const queued = await listQueuedRosterInvitations(deps.db, 'students', INVITATIONS_PER_TICK);
  if (queued.length === 0) return result;
  const lines = queued.map((line) => ({ ...line, invitedAt: line.invited_at!, counselorId: line.invitation_requested_by! }));
  const known = await knownDeliveriesOf(
    deps.ledger,
    lines.map((line) => ({ userId: line.counselorId, itemKeys: [], deliveryKeys: [invitationDeliveryKey(line.id, line.invitedAt)] })),
  );
  const schools = new Map<string, string | undefined>();
  for (const id of new Set(lines.map((line) => line.high_school_id))) schools.set(id, (await findHighSchool(deps.db, id))?.name);
  for (const line of lines) {
    const deliveryKey = invitationDeliveryKey(line.id, line.invitedAt);
    const mine = known.get(line.counselorId) ?? new Map();
    const id = await claimDelivery(deps.ledger, mine, { userId: line.counselorId, deliveryKey, itemKey: null, daysLeft: null }, now);
    if (!id) {
      // Sent by another scheduler that stopped before recording it here, or given up for good.
      const row = mine.get(deliveryKey);
      if (row?.status === 'sent') await markRosterInvitationSent(deps.db, 'students', line.id, line.invitedAt, now.toISOString());
      else if (row && isGivenUp(row, deps.ledger.leaseMs, now)) await dropRosterInvitation(deps.db, 'students', line.id, line.invitedAt);
      continue;
    }
    // The language of an account at the address, else English: a school has no language of its own (docs/i18n.md).
    const i18n = emailI18n((await findUserColumnsByEmail(deps.db, line.email, ['locale']))?.locale);
    const schoolName = schools.get(line.high_school_id) ?? i18n._('Your school');
    // A name that reads like an address or a link is left out of the greeting.
    const content = rosterInvitationEmail(
      i18n,
      isEmailSafeName(line.name) ? line.name : null,
      schoolName,
      rosterInvitationUrl(deps.links, line.id, line.invitedAt, i18n),
    );
    const unsubscribe = rosterInvitationUnsubscribe(deps.links, line.id, line.invitedAt);
    const outcome = await sendClaimed(deps.ledger, [id], () => deps.mailer.send({ id, to: line.email, ...content, unsubscribe }), now);
    if (outcome.status === 'sent') {
      await markRosterInvitationSent(deps.db, 'students', line.id, line.invitedAt, now.toISOString());
      result.sent += 1;
    } else {
      result.failed += 1;
      deps.log?.error({ err: outcome.error, deliveryId: id }, 'roster invitation email failed; it will be retried');
    }
  }
  return result;
}
