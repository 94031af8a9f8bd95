import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, EmailLinkPurpose, EmailLinksTable } from '../../db/schema.ts';

/**
 * The store of the email_links table (db/table-owners.ts): emailed one-time links, each stored as
 * the SHA-256 of its token (email-links.service.ts makes and checks them).
 */
export async function insertEmailLink(db: Kysely<Database>, link: Insertable<EmailLinksTable>): Promise<void> {
  await db.insertInto('email_links').values(link).execute();
}

/** Deletes the account's links of `purpose` created before `before` (ISO): long ended, nothing to keep them for. */
export async function deleteEmailLinksBefore(
  db: Kysely<Database>,
  userId: string,
  purpose: EmailLinkPurpose,
  before: string,
): Promise<void> {
  await db
    .deleteFrom('email_links')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '<', before)
    .execute();
}

/** Ends the student's unused links of `purpose` (a newer one was sent, or what they were for changed). */
export async function supersedeEmailLinks(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  purpose: EmailLinkPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('email_links')
    .set({ superseded_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
}

/** The link with this token hash and the account it belongs to, if any. */
export async function findEmailLinkWithAccount(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('email_links')
    .innerJoin('users', 'users.id', 'email_links.user_id')
    .select([
      'email_links.id',
      'email_links.purpose',
      'email_links.email',
      'email_links.expires_at',
      'email_links.used_at',
      'email_links.superseded_at',
      'users.id as user_id',
      'users.name',
      'users.email as account_email',
      'users.pending_email',
      'users.email_verified_at',
      'users.is_demo',
      'users.locale',
    ])
    .where('email_links.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks the link used, inside the transaction that acts on it; false when another request used or
 * superseded it first (two clicks at once: only one acts).
 */
export async function claimEmailLink(trx: Transaction<Database>, id: string, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('email_links')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
