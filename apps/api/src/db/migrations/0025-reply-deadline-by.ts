import type { Kysely } from 'kysely';

/**
 * Who recorded an accepted application's own reply and deposit date (docs/decisions-and-money.md):
 * the name of the counselor who entered it, shown beside the date to the student, the parents and
 * the counselors; null when the student entered it or the date is the common default. Existing
 * dates were all entered by their students.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('reply_deadline_by_name', 'varchar(100)').execute();
}
