import type { Kysely } from 'kysely';

/**
 * aid_estimates: a student's inputs to the Student Aid Index and Pell estimator, one row per
 * account, saved privately (a parent or counselor reads them only while the costs scope is
 * shared). Only the inputs are stored, as the JSON the contract's schema checks: the SAI and
 * Pell are computed when read, so a corrected table (next year's data file) changes every
 * saved estimate without a migration. The row goes with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('aid_estimates')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('inputs', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
}
