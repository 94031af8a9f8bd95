import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The store of the sessions table (db/table-owners.ts): one row per signed-in browser, keyed by
 * the SHA-256 of its cookie token (lib/sessions.ts makes and checks the tokens).
 */
export async function insertSession(db: Kysely<Database>, session: { id: string; userId: string; createdAt: string; expiresAt: string }) {
  await db
    .insertInto('sessions')
    .values({ id: session.id, user_id: session.userId, created_at: session.createdAt, expires_at: session.expiresAt })
    .execute();
}

export async function extendSession(db: Kysely<Database>, id: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of the account but `exceptId`, if given. */
export async function deleteUserSessions(db: Kysely<Database>, userId: string, exceptId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}
