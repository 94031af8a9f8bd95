import type { Kysely } from 'kysely';

/**
 * A student's letter request emails the teacher it names (docs/schools.md, "Teachers and
 * letters"): an invitation to sign up when no account has the address, a short notice when one
 * does. Like roster invitations, creating the request only queues the email; a scheduler tick
 * claims it in reminder_deliveries before sending, so it goes out exactly once.
 * - letter_requests.teacher_invited_at: when the latest email to the teacher was queued (the
 *   request's creation, or the student's resend); null for requests made before this migration,
 *   which nobody emailed and which stay that way.
 * - letter_requests.teacher_invitation_sent_at: when that email went out; null while it waits.
 * - teacher_email_stops: addresses whose owner chose "Stop these emails" in one of them; no
 *   student's request emails them again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('letter_requests').addColumn('teacher_invited_at', 'varchar(40)').execute();
  await db.schema.alterTable('letter_requests').addColumn('teacher_invitation_sent_at', 'varchar(40)').execute();
  // The scheduler's read: emails waiting (sent_at null) in the order they were queued.
  await db.schema
    .createIndex('letter_requests_teacher_invitation_queue')
    .on('letter_requests')
    .columns(['teacher_invitation_sent_at', 'teacher_invited_at'])
    .execute();
  await db.schema
    .createTable('teacher_email_stops')
    .addColumn('email', 'varchar(320)', (col) => col.primaryKey())
    .addColumn('stopped_at', 'varchar(40)', (col) => col.notNull())
    .execute();
}
