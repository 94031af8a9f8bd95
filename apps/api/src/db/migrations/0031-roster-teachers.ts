import type { Kysely } from 'kysely';

/**
 * roster_teachers: the teachers a counselor imported with the school's roster (a simple file's
 * `role` column, or OneRoster users.csv rows of role teacher), one per school and address, the key
 * a re-import matches on. Students of the school pick them when they ask for a letter. The email
 * is stored lower-cased. As with roster_students, nothing here points at an account, so deleting
 * the roster touches no account. Cascades from the school.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roster_teachers')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('high_school_id', 'varchar(36)', (col) => col.notNull().references('high_schools.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('is_sample', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('roster_teachers_email', ['high_school_id', 'email'])
    .execute();
  await db.schema.createIndex('roster_teachers_email_lookup').on('roster_teachers').column('email').execute();
}
