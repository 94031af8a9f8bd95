import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from './errors.ts';
import { clearRateLimits, hitRateLimit, refundRateLimit } from './rate-limits.store.ts';

/**
 * The limits of the account routes, counted in the database
 * (lib/rate-limits.store.ts) so they hold across API processes.
 *
 * Sign-in never locks the owner out: failed attempts are counted per address and client
 * (IP) together, with a much higher cap per address alone, so ten wrong passwords from one place
 * stop that place, not the owner elsewhere. Only attempts that reach the password check and fail
 * count: a successful sign-in takes its hits back. The per-IP cap on sign-in, sign-up and the demo
 * counts every attempt. None of these ever blocks the recovery path: forgot-password, the emailed
 * links and the resend of a verification email have limits of their own, and a successful reset
 * clears the address's sign-in counters.
 *
 * Addresses appear in keys only as their SHA-256, so the table never holds anyone's address (nor
 * an address somebody merely typed), and a client's IP inside a per-address key is hashed too, so
 * every key of one address shares a printable prefix the reset can clear.
 */
export interface AuthRateLimits {
  /** Sign-in, sign-up and demo attempts per client IP per `windowMs`. */
  perIp: number;
  /** Failed sign-ins per address from one client (IP) per `windowMs`. */
  perEmailAndIp: number;
  /** Failed sign-ins per address from all clients together per `windowMs`. */
  perEmail: number;
  windowMs: number;
  /** Forgot-password requests per address, and per client IP, per `recoveryWindowMs` (whether or not the address has an account). */
  forgotPerEmail: number;
  forgotPerIp: number;
  /** Emailed links opened (verify, reset check, reset) per client IP per `windowMs`. */
  linksPerIp: number;
  /** Verification emails a signed-in student asks for (resend, change of address) per `recoveryWindowMs`. */
  verificationEmails: number;
  recoveryWindowMs: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  perIp: 30,
  perEmailAndIp: 10,
  perEmail: 50,
  windowMs: 15 * 60_000,
  forgotPerEmail: 5,
  forgotPerIp: 20,
  linksPerIp: 100,
  verificationEmails: 5,
  recoveryWindowMs: 60 * 60_000,
};

/** Password checks of a signed-in account (changing the email or password, deleting the account) per 15 minutes. */
export const PASSWORD_CHECKS_PER_ACCOUNT = 10;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** 429 with Retry-After, naming the wait; the same words for every limit, so none tells which one tripped. */
export function rateLimited(reply: FastifyReply, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  reply.header('retry-after', String(seconds));
  return new HttpError(
    429,
    'rate_limited',
    /*i18n*/ {
      id: 'Too many attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
      values: { minutes },
    },
  );
}

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one hit on each limit in turn and throws the 429 at the first one past its cap (limits
 * after it are not counted). `now` is the app's clock.
 */
export async function hitLimits(db: Kysely<Database>, reply: FastifyReply, limits: Limit[], now: number): Promise<void> {
  for (const limit of limits) {
    const { current, ttl } = await hitRateLimit(db, limit.key, limit.windowMs, now);
    if (current > limit.max) throw rateLimited(reply, ttl);
  }
}

const emailDigest = (email: string) => sha256(email.trim().toLowerCase());
const pairPrefix = (email: string) => `signin-pair:${emailDigest(email)}:`;

/** Forgot-password's counters: per address (hashed) and per client IP. */
export const forgotPasswordLimits = (limits: AuthRateLimits, email: string, ip: string): Limit[] => [
  { key: `forgot-ip:${ip}`, max: limits.forgotPerIp, windowMs: limits.recoveryWindowMs },
  { key: `forgot-email:${emailDigest(email)}`, max: limits.forgotPerEmail, windowMs: limits.recoveryWindowMs },
];

/** The emailed links' counter (verify, reset check, reset): per client IP. */
export const emailLinkLimits = (limits: AuthRateLimits, ip: string): Limit[] => [
  { key: `email-links-ip:${ip}`, max: limits.linksPerIp, windowMs: limits.windowMs },
];

/**
 * The counter every code and invitation link (a join code, a parent's, a roster's or a teacher's
 * link) shares per client IP, so no token is guessed by spreading attempts across kinds of link.
 */
export const linkAttemptLimit = (limits: AuthRateLimits, ip: string): Limit => ({
  key: `code-ip:${ip}`,
  max: limits.linksPerIp,
  windowMs: limits.windowMs,
});

/** Verification emails a signed-in student asks for, per account. */
export const verificationEmailLimits = (limits: AuthRateLimits, userId: string): Limit[] => [
  { key: `verification-email:${userId}`, max: limits.verificationEmails, windowMs: limits.recoveryWindowMs },
];

/**
 * Counts a sign-in attempt before its password is checked: per address and client, then per
 * address. Throws the 429 when either is past its cap (an attempt refused by the address cap is
 * taken back from the pair's count: it never reached the password). Returns what a successful
 * sign-in calls to take its hits back, so the owner's own sign-ins never use up their allowance.
 */
export async function admitSignIn(
  db: Kysely<Database>,
  reply: FastifyReply,
  limits: AuthRateLimits,
  attempt: { email: string; ip: string },
  now: number,
): Promise<() => Promise<void>> {
  const pairKey = `${pairPrefix(attempt.email)}${sha256(attempt.ip).slice(0, 32)}`;
  const emailKey = `signin-email:${emailDigest(attempt.email)}`;
  const pair = await hitRateLimit(db, pairKey, limits.windowMs, now);
  if (pair.current > limits.perEmailAndIp) throw rateLimited(reply, pair.ttl);
  const address = await hitRateLimit(db, emailKey, limits.windowMs, now);
  if (address.current > limits.perEmail) {
    await refundRateLimit(db, pairKey, now);
    throw rateLimited(reply, address.ttl);
  }
  return async () => {
    await refundRateLimit(db, pairKey, now);
    await refundRateLimit(db, emailKey, now);
  };
}

/** Forgets every failed sign-in counted against `email` (after a successful password reset). */
export async function clearSignInLimits(db: Kysely<Database>, email: string): Promise<void> {
  await clearRateLimits(db, [`signin-email:${emailDigest(email)}`], [pairPrefix(email)]);
}
