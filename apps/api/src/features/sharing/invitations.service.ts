import { randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AccountLocale } from '@campuspath/contract/auth-terms';
import { INVALID_CODE_MESSAGE } from '@campuspath/contract/sharing-terms';
import type { Database, InvitationKind, InvitationsTable } from '../../db/schema.ts';
import { hitLimits, type AuthRateLimits, linkAttemptLimit } from '../../lib/auth-limits.ts';
import { refuseField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashLinkToken, newLinkToken } from '../auth/email-links.service.ts';
import { findInvitationByTokenHash, insertInvitation, markInvitationUsed } from './invitations.store.ts';

/**
 * Invitation links and join codes. Both are stored as the SHA-256 of what the person
 * holds (the helper email links use, features/auth/email-links.service.ts), never the token or
 * code itself. Invitations work once (used_at) until they expire or are revoked; a school's join
 * code works for any of its students until it expires or a counselor replaces it. Whatever is
 * wrong with a code or link (unknown, damaged, used, expired, revoked, another kind), the answer
 * is the same 400, so a guess learns nothing.
 */

export const invalidCode = (field: string) => refuseField(field, INVALID_CODE_MESSAGE, { code: 'invalid_code' });

/** Attempts at codes and invitation links per account per window; every attempt counts. */
export const CODE_ATTEMPTS_PER_ACCOUNT = 10;

/** Counts a code or link attempt per client IP and per account; 429 past either cap. */
export async function admitCodeAttempt(
  db: Kysely<Database>,
  reply: FastifyReply,
  limits: AuthRateLimits,
  attempt: { ip: string; userId: string },
  now: Date,
): Promise<void> {
  await hitLimits(
    db,
    reply,
    [
      linkAttemptLimit(limits, attempt.ip),
      { key: `code-user:${attempt.userId}`, max: CODE_ATTEMPTS_PER_ACCOUNT, windowMs: limits.windowMs },
    ],
    now.getTime(),
  );
}

/** A new invitation; returns its id, the token for the link (never stored) and its expiry. */
export async function issueInvitation(
  db: Kysely<Database>,
  invitation: {
    kind: InvitationKind;
    userId: string;
    highSchoolId: string | null;
    email: string | null;
    days: number;
    emailed?: boolean;
    /** Parent invitations: the switches the parent gets on accepting (JSON list). */
    scopes?: string;
    /** Parent invitations: the language of its email and page. */
    locale?: AccountLocale;
  },
  now: Date,
): Promise<{ id: string; token: string; expiresAt: string }> {
  const token = newLinkToken();
  const id = newId();
  const expiresAt = new Date(now.getTime() + invitation.days * 24 * 3_600_000).toISOString();
  await insertInvitation(db, {
    id,
    kind: invitation.kind,
    token_hash: hashLinkToken(token),
    user_id: invitation.userId,
    high_school_id: invitation.highSchoolId,
    email: invitation.email,
    emailed: invitation.emailed ? 1 : 0,
    created_at: now.toISOString(),
    expires_at: expiresAt,
    used_at: null,
    revoked_at: null,
    scopes: invitation.scopes ?? null,
    locale: invitation.locale ?? null,
  });
  return { id, token, expiresAt };
}

/**
 * The invitation a token names while it can still be used, without using it (the landing page's
 * preview); the same invalid answer as claiming for anything else.
 */
export async function peekInvitation(
  db: Kysely<Database>,
  kind: InvitationKind,
  token: string,
  now: Date,
): Promise<Selectable<InvitationsTable>> {
  const row = await findInvitationByTokenHash(db, hashLinkToken(token));
  if (!row || row.kind !== kind || row.used_at || row.revoked_at || Date.parse(row.expires_at) <= now.getTime()) {
    throw invalidCode('token');
  }
  return row;
}

/**
 * Uses the invitation `token` names, inside the transaction that acts on it: marks it used and
 * returns it; the one invalid answer when it cannot be used (two clicks at once: only one acts).
 */
export async function claimInvitation(
  trx: Transaction<Database>,
  kind: InvitationKind,
  token: string,
  now: Date,
): Promise<Selectable<InvitationsTable>> {
  const row = await findInvitationByTokenHash(trx, hashLinkToken(token));
  if (!row || row.kind !== kind || row.used_at || row.revoked_at || Date.parse(row.expires_at) <= now.getTime()) {
    throw invalidCode('token');
  }
  if (!(await markInvitationUsed(trx, row.id, now.toISOString()))) throw invalidCode('token');
  return row;
}

// Join codes: 10 characters a student can read aloud and type (no 0/O, 1/I/L), about 48 bits.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/** A new join code, written `ABCDE-FGHJK`. */
export function newJoinCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The stored form of a join code: hashed after dropping spaces and dashes and ignoring case. */
export const hashJoinCode = (code: string): string => hashLinkToken(code.replace(/[\s-]+/g, '').toUpperCase());
