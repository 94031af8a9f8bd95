import type { Kysely } from 'kysely';

/**
 * Compare: a signed-in student's comparison list, in order (position 0 first), at most
 * COMPARE_MAX rows per student. Same conventions as 0002 (ISO text dates, ON DELETE CASCADE from users).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('compare_items')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('school_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('compare_items_pk', ['user_id', 'school_id'])
    .execute();
}
