import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createReminderScheduler } from '../features/reminders/reminder-scheduler.ts';
import { rosterInvitationPass } from '../features/rosters/roster-invitation-sender.ts';
import { rosterTeacherInvitationPass } from '../features/rosters/roster-teacher-invitation-sender.ts';
import { teacherDeadlineReminderPass } from '../features/reminders/teacher-deadline-reminders.ts';
import { teacherInvitationPass } from '../features/reminders/teacher-invitation-sender.ts';
import { loadAppSecret } from '../lib/signed-tokens.ts';
import type { TestMail } from './test-mail.ts';
import { testCatalog } from './test-app.ts';

/** The public address of the emails' links: HTTPS, as in production, so their List-Unsubscribe is one-click (RFC 8058). */
export const INVITATION_PUBLIC_URL = 'https://campuspath.test';

/**
 * An email scheduler of the test app (the one that sends queued roster and teacher invitations and teachers' deadline reminders), on `db`
 * (the app's connection, or a second one standing for another process), mailing into the app's
 * outbox with the app's own signing secret so the links in its emails work against the app.
 */
export async function invitationScheduler(db: Kysely<Database>, mail: TestMail, now: () => Date = () => new Date()) {
  const links = { secret: await loadAppSecret(db, undefined, now()), publicUrl: INVITATION_PUBLIC_URL };
  return createReminderScheduler({
    db,
    catalog: testCatalog(),
    mailer: mail.mailer,
    ...links,
    now,
    ledgerPasses: [
      rosterInvitationPass({ db, mailer: mail.mailer, links }),
      rosterTeacherInvitationPass({ db, mailer: mail.mailer, links }),
      teacherInvitationPass({ db, catalog: testCatalog(), mailer: mail.mailer, links }),
      teacherDeadlineReminderPass({ db, catalog: testCatalog(), mailer: mail.mailer, links }),
    ],
  });
}

/** One scheduler tick on the app's database: the invitations queued so far go out. */
export async function deliverInvitations(ctx: { database: { handle: { db: Kysely<Database> } }; mail: TestMail }, now?: () => Date) {
  return (await invitationScheduler(ctx.database.handle.db, ctx.mail, now)).tick();
}
