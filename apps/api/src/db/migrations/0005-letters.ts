import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Letters are named letters: the table `recommendations` (created in 0002) becomes
 * `letters`, so "recommendation" means the school recommendations only. Rows, columns
 * and the foreign key to users stay as they are; the names that still said "recommendations"
 * follow the table.
 *
 * SQLite has no ALTER INDEX, so the user_id index is dropped and created again under its new
 * name on both engines (a small index: rebuilding it is cheap). PostgreSQL also keeps the names
 * it gave the primary key and the foreign key at creation; they are renamed with it.
 *
 * Not renamed: the dated-item kind `recommendation` (deadlines, timeline, bell, calendar feed).
 * It is stored in `reminder_deliveries` keys, in `notification_reads` and in calendar URLs already
 * handed out, so changing it would send every pending reminder again and break subscriptions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recommendations_user_id').execute();
  await db.schema.alterTable('recommendations').renameTo('letters').execute();
  await db.schema.createIndex('letters_user_id').on('letters').column('user_id').execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`ALTER TABLE letters RENAME CONSTRAINT recommendations_pkey TO letters_pkey`.execute(db);
    await sql`ALTER TABLE letters RENAME CONSTRAINT recommendations_user_id_fkey TO letters_user_id_fkey`.execute(db);
  }
}
