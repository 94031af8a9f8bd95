import type { Kysely } from 'kysely';

/**
 * The language of a parent invitation (docs/i18n.md): the student chooses it when inviting, the
 * email is written in it and its link opens the invitation page in it.
 * - invitations.locale: 'en' or 'es' for parent invitations; null for counselor invitations and
 *   every invitation made before (read as English).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invitations').addColumn('locale', 'varchar(2)').execute();
}
