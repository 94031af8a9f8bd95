import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SESSION_DAYS } from '@campuspath/contract/auth-terms';
import type { Database } from '../db/schema.ts';
import { findSessionWithAccount } from '../read-models/live-session.ts';
import { deleteSession, deleteUserSessions, extendSession, insertSession } from './sessions.store.ts';

export const SESSION_COOKIE = 'campuspath_session';
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** Extend a session's expiry at most once an hour, not on every request. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionRecord {
  id: string;
  userId: string;
  expiresAt: string;
  /** True when this lookup moved the expiry forward (the cookie needs the new date). */
  extended: boolean;
}

/** A new random session; only the token's hash is stored. Returns the token for the cookie. */
export async function createSession(db: Kysely<Database>, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await insertSession(db, { id: hashToken(token), userId, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() });
  return { token, expiresAt };
}

/**
 * The live session for a cookie token, extending it (sliding expiry) when due; null when none,
 * expired, or belonging to a demo account past its expiry, at `at`. One query on the hot path.
 */
export async function findSession(db: Kysely<Database>, token: string, at: Date): Promise<SessionRecord | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const row = await findSessionWithAccount(db, id);
  if (!row) return null;
  const now = at.getTime();
  const expires = Date.parse(row.expires_at);
  if (expires <= now) {
    await deleteSession(db, id);
    return null;
  }
  if (row.account_expires_at && Date.parse(row.account_expires_at) <= now) return null;
  if (now + SESSION_MS - expires <= SLIDE_AFTER_MS) return { id, userId: row.user_id, expiresAt: row.expires_at, extended: false };
  const expiresAt = new Date(now + SESSION_MS).toISOString();
  await extendSession(db, id, expiresAt);
  return { id, userId: row.user_id, expiresAt, extended: true };
}

export async function revokeSessionToken(db: Kysely<Database>, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}

/** Signs the account out everywhere but `exceptId` (the session making the change), if given. */
export const revokeUserSessions = deleteUserSessions;

/** httpOnly, SameSite=Lax, Secure when the request came over HTTPS (directly or via a trusted proxy). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
