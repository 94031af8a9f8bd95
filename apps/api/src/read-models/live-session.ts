import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Read model `live-session` (sessions, users): a session with its account's expiry, the lookup
 * behind every signed-in request (lib/sessions.ts). One indexed query on the hot path rather than
 * two, because a demo account past its expiry must read as signed out.
 */
export async function findSessionWithAccount(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.user_id', 'sessions.expires_at', 'users.expires_at as account_expires_at'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}
