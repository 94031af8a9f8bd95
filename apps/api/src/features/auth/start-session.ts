import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { User } from '@campuspath/contract/auth';
import type { Database } from '../../db/schema.ts';
import { SESSION_COOKIE, createSession, revokeSessionToken, setSessionCookie } from '../../lib/sessions.ts';
import { requireUser } from './users.ts';

/**
 * Starts a fresh session for `userId` and sets its cookie: a new token at every sign-in, sign-up,
 * demo and password reset; any token the browser held is revoked (no session fixation).
 */
export async function startSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  now: Date,
): Promise<{ user: User }> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await revokeSessionToken(db, previous);
  const { token, expiresAt } = await createSession(db, userId, now);
  setSessionCookie(request, reply, token, expiresAt);
  return { user: await requireUser(db, userId) };
}
