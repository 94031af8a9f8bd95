import { sql, type Kysely } from 'kysely';

/**
 * Roster invitations go out through the email scheduler's delivery ledger (docs/rosters.md): a
 * counselor's send only queues them, and a scheduler tick claims each in reminder_deliveries
 * before emailing it, so any number of schedulers send each invitation exactly once.
 * - invitation_requested_by: the counselor who queued the latest invitation (the ledger row is
 *   theirs); null once their account is deleted, and an invitation nobody stands behind is not sent.
 * - invitation_sent_at: when that invitation's email went out; null while it waits.
 * Invitations sent before this migration were emailed at once: they count as sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('roster_students')
    .addColumn('invitation_requested_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('roster_students').addColumn('invitation_sent_at', 'varchar(40)').execute();
  await sql`UPDATE roster_students SET invitation_sent_at = invited_at WHERE invited_at IS NOT NULL`.execute(db);
  // The scheduler's read: invitations waiting (sent_at null) in the order they were queued.
  await db.schema
    .createIndex('roster_students_invitation_queue')
    .on('roster_students')
    .columns(['invitation_sent_at', 'invited_at'])
    .execute();
}
