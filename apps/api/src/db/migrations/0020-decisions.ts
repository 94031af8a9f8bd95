import { sql, type Kysely } from 'kysely';

/**
 * The decision season on applications (docs/decisions-and-money.md): the day the decision came,
 * the reply and deposit date with its source (null source: the common May 1 default), the deposit,
 * the one college the student attends, and a waitlist's reply-by date.
 *
 * The open-deadline index of 0016 named the done statuses; deferred and withdrawn applications are
 * done too, so it is replaced by one naming the open ones. Two partial indexes serve the reminder
 * scheduler's new sources (read-models/open-deadlines.ts repeats their predicates word for word).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('decided_on', 'text').execute();
  await db.schema.alterTable('applications').addColumn('reply_deadline', 'text').execute();
  await db.schema.alterTable('applications').addColumn('reply_deadline_source', 'text').execute();
  await db.schema
    .alterTable('applications')
    .addColumn('deposit_paid', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('applications')
    .addColumn('attending', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('applications').addColumn('waitlist_reply_date', 'text').execute();

  await db.schema.dropIndex('applications_open_deadline').execute();
  await db.schema
    .createIndex('applications_preparing_deadline')
    .on('applications')
    .columns(['deadline', 'user_id'])
    .where(sql.raw<boolean>("status IN ('drafting', 'in-progress')"))
    .execute();
  await db.schema
    .createIndex('applications_open_reply')
    .on('applications')
    .columns(['reply_deadline', 'user_id'])
    .where(sql.raw<boolean>("status = 'accepted' AND deposit_paid = 0"))
    .execute();
  await db.schema
    .createIndex('applications_open_waitlist')
    .on('applications')
    .columns(['waitlist_reply_date', 'user_id'])
    .where(sql.raw<boolean>("status = 'waitlisted'"))
    .execute();
}
