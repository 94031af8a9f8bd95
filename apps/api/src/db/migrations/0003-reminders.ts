import type { Kysely } from 'kysely';

/**
 * Timeline and reminders. Same conventions as 0002 (text ids, ISO text dates, 0/1
 * booleans, JSON text lists, ON DELETE CASCADE from users).
 * - reminder_settings: one row per student once they change anything (defaults otherwise).
 * - notification_reads: which bell entries (item + date + stage) the student has read.
 * - reminder_deliveries: the claim table that makes every email exactly-once. A row is inserted
 *   (unique on user_id + delivery_key) before anything is sent; only the process whose insert
 *   succeeded sends it, and marks it sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminder_settings')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('lead_days', 'text', (col) => col.notNull())
    .addColumn('in_app', 'integer', (col) => col.notNull())
    .addColumn('email', 'integer', (col) => col.notNull())
    .addColumn('calendar', 'integer', (col) => col.notNull())
    .addColumn('quiet_start', 'varchar(5)')
    .addColumn('quiet_end', 'varchar(5)')
    .addColumn('weekly_digest', 'integer', (col) => col.notNull())
    .addColumn('time_zone', 'varchar(64)')
    // Public half of the calendar feed token; the URL adds an HMAC of it (lib/signed-tokens.ts).
    .addColumn('feed_id', 'varchar(64)', (col) => col.unique())
    .addColumn('feed_created_at', 'varchar(40)')
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('notification_reads')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(200)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_reads_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('reminder_deliveries')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // email:{kind}:{id}:{date}:{lead} or digest:{ISO week}
    .addColumn('delivery_key', 'varchar(200)', (col) => col.notNull())
    // {kind}:{id}:{date} for reminders (null for digests): "was this item already reminded later?"
    .addColumn('item_key', 'varchar(160)')
    .addColumn('days_left', 'integer')
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('claimed_by', 'varchar(80)', (col) => col.notNull())
    .addColumn('claimed_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sent_at', 'varchar(40)')
    .addColumn('last_error', 'varchar(300)')
    .addUniqueConstraint('reminder_deliveries_key', ['user_id', 'delivery_key'])
    .execute();
  await db.schema.createIndex('reminder_deliveries_item').on('reminder_deliveries').columns(['user_id', 'item_key']).execute();
  await db.schema.createIndex('reminder_deliveries_status').on('reminder_deliveries').columns(['status', 'claimed_at']).execute();
}
