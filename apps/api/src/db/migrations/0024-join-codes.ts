import type { Kysely } from 'kysely';

/**
 * Join codes counselors can see and replace with a grace period:
 * - `join_code`: the current code itself, shown to the school's counselors whenever they look (a
 *   code handed to a whole class is not a password; the hash stays the lookup key). Null for a
 *   school whose code was made before codes were kept: its counselors see "make a new one".
 * - `previous_join_code_hash` / `previous_join_code_until`: the code a replacement retired, still
 *   accepted until that moment (the grace period the counselor chose); after it, a student who
 *   types it is told the code was replaced. Only the last retired code is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('high_schools').addColumn('join_code', 'varchar(16)').execute();
  await db.schema.alterTable('high_schools').addColumn('previous_join_code_hash', 'varchar(64)').execute();
  await db.schema.alterTable('high_schools').addColumn('previous_join_code_until', 'varchar(40)').execute();
  await db.schema.createIndex('high_schools_previous_join_code').on('high_schools').column('previous_join_code_hash').execute();
}
