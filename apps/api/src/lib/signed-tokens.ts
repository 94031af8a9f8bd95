import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { writeMetaOnce } from '../db/meta.store.ts';
import type { Database } from '../db/schema.ts';

/**
 * Capability tokens for links that work without a session: the calendar feed URL and one-click
 * unsubscribe links. Each is signed with HMAC-SHA-256 under the app secret and a
 * purpose, so a token made for one purpose (unsubscribe from digests) never works for another
 * (unsubscribe from reminders, or a feed), and nobody without the secret can make one.
 */
export type TokenPurpose =
  'calendar-feed' | 'unsubscribe' | 'roster-invitation' | 'roster-teacher-invitation' | 'teacher-invitation' | 'teacher-emails';

const APP_SECRET_KEY = 'app_secret';

/**
 * The secret behind every signed token: APP_SECRET when set (several processes must share one),
 * otherwise one generated on first start and kept in the database's meta table, so links survive
 * restarts and every process on the same database agrees. Never logged.
 */
export async function loadAppSecret(db: Kysely<Database>, fromEnv: string | undefined, now: Date): Promise<string> {
  if (fromEnv) return fromEnv;
  // Two processes starting at once: the first write wins, both read the winner back.
  return writeMetaOnce(db, APP_SECRET_KEY, randomBytes(32).toString('base64url'), now);
}

export const randomTokenId = (): string => randomBytes(18).toString('base64url');

function signature(secret: string, purpose: TokenPurpose, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest('base64url');
}

/** `payload.signature`; the payload must not contain a dot. */
export function signToken(secret: string, purpose: TokenPurpose, payload: string): string {
  return `${payload}.${signature(secret, purpose, payload)}`;
}

/** The payload of a token signed for `purpose`, or null when it was not (tampered, other purpose, other secret). */
export function verifyToken(secret: string, purpose: TokenPurpose, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, purpose, payload));
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}
