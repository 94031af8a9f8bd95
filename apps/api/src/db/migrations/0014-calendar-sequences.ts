import type { Kysely } from 'kysely';

/**
 * calendar_sequences: the SEQUENCE (RFC 5545 §3.8.7.4) each of a student's calendar events was last
 * served with, and a fingerprint of what it said then. SEQUENCE was the seconds between an item's
 * creation and its last edit, which two edits in one second left unchanged; now every change a
 * calendar app can see (a new fingerprint) moves it one up, never down. `item_key` is the event's
 * row (features/reminders/calendar-feed.ts, revisionKey). Rows cascade with their user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_sequences')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_key', 'varchar(80)', (col) => col.notNull())
    // SHA-256 (hex) of the event's content as last served.
    .addColumn('fingerprint', 'varchar(64)', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('calendar_sequences_pkey', ['user_id', 'item_key'])
    .execute();
}
