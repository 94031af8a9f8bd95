import type { Kysely } from 'kysely';

/**
 * Accounts a student can recover:
 * - users.email_verified_at: when the account's current address was proven through an emailed link
 *   (null: unverified). Existing accounts start unverified: nobody ever proved their address, and
 *   the point of the change is that no email goes to an address its owner has not confirmed; the
 *   web asks them to verify (one click sends the link). Demo accounts stay null for ever.
 * - users.pending_email: an address the student asked to change to; it replaces `email` only when
 *   its own link is opened (null: no change pending).
 * - email_links: the emailed one-time links, verification ('verify', 24 h) and password reset
 *   ('reset', 1 h). Only the SHA-256 of the token is stored, never the token. `email` is the
 *   address the link was sent to (and, for 'verify', the address it proves); used_at makes a link
 *   single use; superseded_at marks links replaced by a newer one. Rows cascade with their user,
 *   so deleting an account or a demo removes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(40)').execute();
  await db.schema.alterTable('users').addColumn('pending_email', 'varchar(254)').execute();

  await db.schema
    .createTable('email_links')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(10)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    // SHA-256 (hex) of the token in the link.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(40)')
    .addColumn('superseded_at', 'varchar(40)')
    .execute();
  // A student's links of one purpose: superseding them when a new one is sent, tidying old ones.
  await db.schema.createIndex('email_links_user_purpose').on('email_links').columns(['user_id', 'purpose', 'created_at']).execute();
}
