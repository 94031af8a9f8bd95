import type { Kysely } from 'kysely';

/**
 * An account's language (docs/i18n.md): chosen with the header's language switch while signed in,
 * so the next sign-in on any device, and later the account's emails, are in it.
 * - users.locale: 'en' (every existing account) or 'es'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'varchar(2)', (column) => column.notNull().defaultTo('en'))
    .execute();
}
