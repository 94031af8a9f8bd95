import type { Kysely } from 'kysely';
import type { UnsubscribeChannel } from '@campuspath/contract/reminders-terms';
import type { TimelineItem } from '@campuspath/contract/timeline';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import type { Candidate } from './reminder-candidates.ts';
import { reminderEmail, remindersEmail } from './reminder-emails.ts';
import { batchEmailId, claimDeliveries, sendAllClaimed, type KnownDeliveries, type LedgerDeps } from './reminder-ledger.ts';
import { alreadyCovered, stagedReminders } from './reminder-stages.ts';
import { heldForSummary } from './reminder-summary.ts';

/**
 * The reminder emails of one page of students (reminder-scheduler.ts decides the page and when):
 * a first tick after a start sends thousands, so the page's work is done together, not per email.
 * The reminders due now (pure), the first reminders waiting for the daily summary (one lookup for
 * the page), the claims (one insert per chunk, reminder-ledger.ts), the emails one per student,
 * then the sent ones marked together. Exactly once stays the ledger's: a reminder is sent only by
 * the process whose claim won, in one email.
 */
export interface ReminderPageDeps {
  db: Kysely<Database>;
  ledger: LedgerDeps;
  mailer: Mailer;
  publicUrl: string;
  unsubscribeLinks(userId: string, channel: UnsubscribeChannel): { page: string; oneClick: string };
  log?: { error(object: object, message: string): void };
}

/** A student of the page with their items and the ledger rows of the items in play. */
export interface PageStudent {
  candidate: Candidate;
  items: TimelineItem[];
  known: KnownDeliveries;
}

export async function sendPageReminders(
  deps: ReminderPageDeps,
  page: readonly PageStudent[],
  now: Date,
  result: { sent: number; failed: number },
): Promise<void> {
  const students = page
    .map(({ candidate, items, known }) => ({
      candidate,
      known,
      due: stagedReminders(candidate, items).filter(
        ({ itemKey, stage, deliveryKey }) => !alreadyCovered(known, itemKey, stage, deliveryKey),
      ),
    }))
    .filter(({ due }) => due.length > 0);
  if (students.length === 0) return;
  const held = await heldForSummary(
    deps.db,
    students.map(({ candidate, due, known }) => ({ userId: candidate.userId, settings: candidate.settings, due, known })),
    now,
  );
  const wanted = students.flatMap(({ candidate, due, known }) =>
    due
      .filter(({ item }) => !held.has(item))
      .map(({ item, itemKey, deliveryKey }) => ({
        candidate,
        item,
        request: { known, claim: { userId: candidate.userId, deliveryKey, itemKey, daysLeft: item.daysLeft } },
      })),
  );
  const ids = await claimDeliveries(
    deps.ledger,
    wanted.map(({ request }) => request),
    now,
  );
  const claimed = new Map<Candidate, { id: string; item: TimelineItem }[]>();
  for (const [index, { candidate, item }] of wanted.entries()) {
    const id = ids[index];
    if (!id) continue;
    const mine = claimed.get(candidate);
    if (mine) mine.push({ id, item });
    else claimed.set(candidate, [{ id, item }]);
  }
  const emails = [...claimed].map(([candidate, reminders]) => {
    const ids = reminders.map(({ id }) => id);
    return { ids, emailId: batchEmailId(ids), send: () => sendReminders(deps, candidate, reminders, batchEmailId(ids)) };
  });
  const outcomes = await sendAllClaimed(deps.ledger, emails, now);
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === 'sent') {
      result.sent += 1;
      continue;
    }
    result.failed += 1;
    deps.log?.error({ err: outcome.error, deliveryId: emails[index]!.emailId }, 'reminder email failed; it will be retried');
  }
}

/**
 * One student's email of this tick's reminders, written when it is sent: a student whose email
 * cannot be written fails alone (marked failed, retried), as a refused send does.
 */
async function sendReminders(
  deps: ReminderPageDeps,
  candidate: Candidate,
  reminders: readonly { item: TimelineItem }[],
  emailId: string,
): Promise<void> {
  const unsubscribe = deps.unsubscribeLinks(candidate.userId, 'email');
  const links = { publicUrl: deps.publicUrl, unsubscribeUrl: unsubscribe.page };
  const i18n = emailI18n(candidate.locale);
  const { subject, text, html } =
    reminders.length === 1
      ? reminderEmail(i18n, candidate.name, reminders[0]!.item, links)
      : remindersEmail(
          i18n,
          candidate.name,
          reminders.map(({ item }) => item),
          links,
        );
  await deps.mailer.send({ id: emailId, to: candidate.email, subject, text, html, unsubscribe });
}
