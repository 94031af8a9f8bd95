import type { Kysely } from 'kysely';

/**
 * High school knowledge: a school's admission history and its counselor-checked deadlines.
 * - history_imports: one CSV a counselor imported (file name, who, when, the SHA-256 of its rows'
 *   canonical multiset, unique per school, so the same rows imported twice are one import).
 * - history_rows: every row of every import, kept whole so an import downloads as it came; no
 *   student names or ids (the importer refuses such columns). GPA is stored in thousandths so
 *   "within 0.2" is exact integer arithmetic on both engines. Reads take, for each distinct row,
 *   the largest number of copies any one import holds (features/admission-history/history.store.ts).
 * - history_settings: the display minimum (5 at least) and the class years students see; `version`
 *   moves with every import, deletion or settings change, so caches keyed on it never go stale.
 * - checked_deadlines: a college's deadline for a round and cycle (the fall students start), one
 *   per school, college, round and cycle, with its source URL, when it was checked and who entered it.
 * - deadline_update_dismissals: a student's "keep my date" answer to a counselor's date, per
 *   application and counselor entry, remembering the date dismissed (a later change offers again).
 * Everything cascades from the high school (or the student's application).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('history_imports')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('high_school_id', 'varchar(36)', (col) => col.notNull().references('high_schools.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addColumn('new_rows', 'integer', (col) => col.notNull())
    .addColumn('content_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('is_sample', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('imported_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('imported_by_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('history_imports_content', ['high_school_id', 'content_hash'])
    .execute();

  await db.schema
    .createTable('history_rows')
    .addColumn('import_id', 'varchar(36)', (col) => col.notNull().references('history_imports.id').onDelete('cascade'))
    .addColumn('high_school_id', 'varchar(36)', (col) => col.notNull().references('high_schools.id').onDelete('cascade'))
    .addColumn('line', 'integer', (col) => col.notNull())
    .addColumn('class_year', 'integer', (col) => col.notNull())
    .addColumn('college_id', 'integer', (col) => col.notNull())
    .addColumn('round', 'varchar(30)', (col) => col.notNull())
    .addColumn('decision', 'varchar(12)', (col) => col.notNull())
    .addColumn('deferred', 'integer', (col) => col.notNull())
    .addColumn('gpa_milli', 'integer', (col) => col.notNull())
    .addColumn('sat', 'integer')
    .addColumn('act', 'integer')
    .addColumn('major_family', 'varchar(2)')
    .addPrimaryKeyConstraint('history_rows_pk', ['import_id', 'line'])
    .execute();
  await db.schema.createIndex('history_rows_school').on('history_rows').columns(['high_school_id', 'college_id']).execute();

  await db.schema
    .createTable('history_settings')
    .addColumn('high_school_id', 'varchar(36)', (col) => col.primaryKey().references('high_schools.id').onDelete('cascade'))
    .addColumn('display_minimum', 'integer', (col) => col.notNull())
    .addColumn('class_years', 'text')
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('checked_deadlines')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('high_school_id', 'varchar(36)', (col) => col.notNull().references('high_schools.id').onDelete('cascade'))
    .addColumn('college_id', 'integer', (col) => col.notNull())
    .addColumn('round', 'varchar(30)', (col) => col.notNull())
    .addColumn('cycle', 'integer', (col) => col.notNull())
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
    .addColumn('previous_date', 'varchar(10)')
    .addColumn('source_url', 'varchar(2000)', (col) => col.notNull())
    .addColumn('checked_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('entered_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('entered_by_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('checked_deadlines_key', ['high_school_id', 'college_id', 'round', 'cycle'])
    .execute();

  await db.schema
    .createTable('deadline_update_dismissals')
    .addColumn('application_id', 'varchar(36)', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('deadline_id', 'varchar(36)', (col) => col.notNull().references('checked_deadlines.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
    .addColumn('dismissed_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('deadline_update_dismissals_pk', ['application_id', 'deadline_id'])
    .execute();
  await db.schema.createIndex('deadline_update_dismissals_user').on('deadline_update_dismissals').column('user_id').execute();
}
