import type { Kysely } from 'kysely';

/**
 * A student's choices for each parent outlive one invitation:
 * - invitations.scopes: the switches (a JSON list of the scopes on) the parent gets on accepting,
 *   chosen by the student before sending; null on older invitations means the parent defaults.
 * - former_viewers: a parent the student stopped sharing with, by email address, with the
 *   switches they had and when it ended. A new invitation to that address starts from them (not
 *   from the defaults), and the parent (viewer_id, while their account exists) is told the student
 *   stopped sharing rather than shown a page that does not exist. One row per student and address;
 *   it goes when the parent follows the student again, and cascades from the student.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invitations').addColumn('scopes', 'text').execute();
  await db.schema
    .createTable('former_viewers')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('viewer_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('scopes', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('former_viewers_pk', ['user_id', 'email'])
    .execute();
  await db.schema.createIndex('former_viewers_viewer').on('former_viewers').column('viewer_id').execute();
}
