import type { Kysely } from 'kysely';

/**
 * Rostered teachers are invited to join their school by email, like rostered students (migration
 * 0027): a counselor's send queues the invitation, and the email scheduler claims it in
 * reminder_deliveries before sending, so any number of schedulers send it once.
 * - invited_at: when the latest invitation was queued (its link signs this moment); null: never.
 * - invitation_requested_by: the counselor who queued it (the ledger row is theirs); null once
 *   their account is deleted.
 * - invitation_sent_at: when that invitation's email went out; null while it waits.
 * - joined_user_id / joined_at: the teacher account that accepted, and when. Deleting that
 *   account, the line or the school unlinks them; no letter request points here, so none is lost.
 * An address that stopped teachers' emails (teacher_email_stops) is never invited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('roster_teachers').addColumn('invited_at', 'varchar(40)').execute();
  await db.schema
    .alterTable('roster_teachers')
    .addColumn('invitation_requested_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('roster_teachers').addColumn('invitation_sent_at', 'varchar(40)').execute();
  await db.schema
    .alterTable('roster_teachers')
    .addColumn('joined_user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('roster_teachers').addColumn('joined_at', 'varchar(40)').execute();
  // The scheduler's read: invitations waiting (sent_at null) in the order they were queued.
  await db.schema
    .createIndex('roster_teachers_invitation_queue')
    .on('roster_teachers')
    .columns(['invitation_sent_at', 'invited_at'])
    .execute();
  // An account's export and deletion find the school it joined as a teacher.
  await db.schema.createIndex('roster_teachers_joined_user').on('roster_teachers').column('joined_user_id').execute();
}
