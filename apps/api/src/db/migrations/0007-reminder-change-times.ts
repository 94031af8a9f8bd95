import type { Kysely } from 'kysely';

/**
 * When reminder settings and the calendar feed last changed, on reminder_settings.
 * All nullable text (ISO instants, or a hash), so existing rows need no backfill:
 * - email_changed_at / digest_changed_at: when the student last switched reminder emails or the
 *   weekly digest (on or off). An unsubscribe link issued before that no longer acts, so an old
 *   email cannot undo a choice the student made later. Null: never switched since this migration.
 * - feed_etag / feed_changed_at: the calendar feed's last served content (its ETag) and when it
 *   became so, the feed's Last-Modified. Stored because a deleted item leaves no row whose
 *   updated_at could tell the feed changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reminder_settings').addColumn('email_changed_at', 'varchar(40)').execute();
  await db.schema.alterTable('reminder_settings').addColumn('digest_changed_at', 'varchar(40)').execute();
  await db.schema.alterTable('reminder_settings').addColumn('feed_etag', 'varchar(64)').execute();
  await db.schema.alterTable('reminder_settings').addColumn('feed_changed_at', 'varchar(40)').execute();
}
