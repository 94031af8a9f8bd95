import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A past application's round may be unknown (null). CampusPath's generated sample admission
 * history records no round: the data has no list of the rounds each college offers, so a sample
 * that invented them (Early Decision at a college without one) would claim what no source shows.
 * Real imports still name a round on every row.
 *
 * PostgreSQL drops the NOT NULL in place. SQLite cannot alter a column: the table is copied into
 * one whose round is nullable, with the same columns, keys and index, and replaces the old one
 * (nothing references history_rows, so the swap breaks no foreign key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`ALTER TABLE history_rows ALTER COLUMN round DROP NOT NULL`.execute(db);
    return;
  }
  await db.schema
    .createTable('history_rows_next')
    .addColumn('import_id', 'varchar(36)', (col) => col.notNull().references('history_imports.id').onDelete('cascade'))
    .addColumn('high_school_id', 'varchar(36)', (col) => col.notNull().references('high_schools.id').onDelete('cascade'))
    .addColumn('line', 'integer', (col) => col.notNull())
    .addColumn('class_year', 'integer', (col) => col.notNull())
    .addColumn('college_id', 'integer', (col) => col.notNull())
    .addColumn('round', 'varchar(30)')
    .addColumn('decision', 'varchar(12)', (col) => col.notNull())
    .addColumn('deferred', 'integer', (col) => col.notNull())
    .addColumn('gpa_milli', 'integer', (col) => col.notNull())
    .addColumn('sat', 'integer')
    .addColumn('act', 'integer')
    .addColumn('major_family', 'varchar(2)')
    .addPrimaryKeyConstraint('history_rows_next_pk', ['import_id', 'line'])
    .execute();
  await sql`INSERT INTO history_rows_next (import_id, high_school_id, line, class_year, college_id, round, decision, deferred, gpa_milli, sat, act, major_family)
    SELECT import_id, high_school_id, line, class_year, college_id, round, decision, deferred, gpa_milli, sat, act, major_family FROM history_rows`.execute(
    db,
  );
  await db.schema.dropTable('history_rows').execute();
  await db.schema.alterTable('history_rows_next').renameTo('history_rows').execute();
  await db.schema.createIndex('history_rows_school').on('history_rows').columns(['high_school_id', 'college_id']).execute();
}
