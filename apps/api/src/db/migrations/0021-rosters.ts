import type { Kysely } from 'kysely';

/**
 * roster_students: the students a counselor imported for their high school, one per school and
 * address (the key a re-import matches on, so the same file imported twice changes nothing).
 * The email is stored lower-cased. `invited_at` is set once, by the one sender that claims the
 * row, when the invitation goes out; `unsubscribed_at` when the student asked for no more
 * invitation emails. Nothing here points at an account: whether a rostered student joined is read
 * from the school's members by address, so deleting the roster touches no account and deleting
 * an account leaves the roster line (the school's record) as it was. Cascades from the school.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roster_students')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('high_school_id', 'varchar(36)', (col) => col.notNull().references('high_schools.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('graduation_year', 'integer', (col) => col.notNull())
    .addColumn('student_number', 'varchar(64)')
    .addColumn('group_name', 'varchar(100)')
    .addColumn('is_sample', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('invited_at', 'varchar(40)')
    .addColumn('unsubscribed_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('roster_students_email', ['high_school_id', 'email'])
    .execute();
  await db.schema.createIndex('roster_students_email_lookup').on('roster_students').column('email').execute();
}
