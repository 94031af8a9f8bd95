import type { Kysely } from 'kysely';

/**
 * Aid offers: one per application (its primary key), owned by the student and deleted with the
 * application or the account. The lines are a JSON document of whole dollars (schema-offers.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('aid_offers')
    .addColumn('application_id', 'varchar(36)', (col) => col.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('entries', 'text', (col) => col.notNull())
    .addColumn('entered_by_name', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('aid_offers_user').on('aid_offers').column('user_id').execute();
}
