import { sql, type Kysely } from 'kysely';

/**
 * Scholarships (docs/decisions-and-money.md, "Scholarships"):
 * - local_scholarships: the ones a high school's counselors post for its students (name, sponsor,
 *   amount or null when it varies, eligibility, deadline, link, when it was last checked, who
 *   posted it); they go with the school.
 * - scholarships: the student's own list of outside scholarships (name, whole-dollar amount,
 *   whether it renews, status, deadline, link, notes); they go with the account. One added from a
 *   school's listing names it (`local_scholarship_id`, at most once per student) and keeps the
 *   school's name, so it stays the student's, with its source, after the listing or the school is gone.
 * A partial index serves the reminder scheduler's source of scholarship deadlines
 * (read-models/open-deadlines.ts repeats its predicate word for word): a deadline is open while
 * the student has not applied yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('local_scholarships')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('high_school_id', 'varchar(36)', (col) => col.notNull().references('high_schools.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('sponsor', 'varchar(200)', (col) => col.notNull())
    .addColumn('amount', 'integer')
    .addColumn('eligibility', 'text', (col) => col.notNull())
    .addColumn('deadline', 'varchar(10)')
    .addColumn('link', 'varchar(2000)')
    .addColumn('checked_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('posted_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('posted_by_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('local_scholarships_school').on('local_scholarships').column('high_school_id').execute();

  await db.schema
    .createTable('scholarships')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('renewable', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('deadline', 'varchar(10)')
    .addColumn('link', 'varchar(2000)')
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('local_scholarship_id', 'varchar(36)', (col) => col.references('local_scholarships.id').onDelete('set null'))
    .addColumn('from_high_school_name', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('scholarships_user').on('scholarships').columns(['user_id', 'local_scholarship_id']).unique().execute();
  await db.schema
    .createIndex('scholarships_open_deadline')
    .on('scholarships')
    .columns(['deadline', 'user_id'])
    .where(sql.raw<boolean>("status = 'planned'"))
    .execute();
}
