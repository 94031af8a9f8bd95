import type { Kysely } from 'kysely';

/**
 * invitations.emailed: 1 when the invitation was emailed to `email`. Such a link is for that
 * address: only a parent account whose verified address it is may accept it (anyone the email was
 * forwarded to may not). An invitation only shown to the student to copy (no address, or not
 * emailed) stays usable by any parent account the student gives it to. Earlier invitations are 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invitations')
    .addColumn('emailed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
