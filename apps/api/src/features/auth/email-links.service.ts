import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RESET_LINK_HOURS, VERIFY_LINK_HOURS, type EmailLinkProblem } from '@campuspath/contract/auth-terms';
import type { Database, EmailLinkPurpose } from '../../db/schema.ts';
import { refuseField, type ErrorText, type HttpError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { deleteEmailLinksBefore, findEmailLinkWithAccount, insertEmailLink, supersedeEmailLinks } from './email-links.store.ts';

/**
 * The emailed one-time links (table email_links, migration 0008): email verification
 * (24 hours) and password reset (1 hour). The token is 256 random bits in the link; only its
 * SHA-256 is stored, so the table alone opens nothing. Each link works once (used_at), and a newer
 * link of the same purpose supersedes the older ones, so only the latest email works.
 */
const LIFETIME_MS: Record<EmailLinkPurpose, number> = {
  verify: VERIFY_LINK_HOURS * 3_600_000,
  reset: RESET_LINK_HOURS * 3_600_000,
};
/** Links that ended (used, superseded or expired) this long ago are deleted when the student gets a new one. */
const KEEP_ENDED_MS = 30 * 24 * 3_600_000;

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A random token for a link (43 base64url characters): what the email carries, never stored. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/**
 * A new link of `purpose` for `email`, valid from `now`; the student's earlier unused links of that
 * purpose are superseded, and their long-ended ones deleted. Returns the token for the email.
 */
export async function issueEmailLink(
  db: Kysely<Database>,
  link: { userId: string; purpose: EmailLinkPurpose; email: string },
  now: Date,
): Promise<string> {
  const token = newLinkToken();
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await supersedeEmailLinks(trx, link.userId, link.purpose, now);
    await deleteEmailLinksBefore(
      trx,
      link.userId,
      link.purpose,
      new Date(now.getTime() - KEEP_ENDED_MS - LIFETIME_MS[link.purpose]).toISOString(),
    );
    await insertEmailLink(trx, {
      id: newId(),
      user_id: link.userId,
      purpose: link.purpose,
      email: link.email,
      token_hash: hashLinkToken(token),
      created_at: nowIso,
      expires_at: new Date(now.getTime() + LIFETIME_MS[link.purpose]).toISOString(),
      used_at: null,
      superseded_at: null,
    });
  });
  return token;
}

/** The account a usable link belongs to, as the link's handlers need it. */
export interface LinkAccount {
  id: string;
  name: string;
  email: string;
  pendingEmail: string | null;
  emailVerified: boolean;
  /** The account's language: the notices a link's use sends are written in it. */
  locale: string;
}

export interface UsableLink {
  id: string;
  purpose: EmailLinkPurpose;
  /** The address the link was sent to. */
  email: string;
  account: LinkAccount;
}

/**
 * The link `token` names, when it can still be used for `purpose`; otherwise why not. Used,
 * expired and superseded are told apart (the page explains each); a token never issued, damaged,
 * or issued for the other purpose is `invalid`. A verification link is also superseded once its
 * address is neither the account's address nor the one being changed to; a reset link once the
 * account's address is no longer the one it was sent to.
 */
export async function inspectEmailLink(
  db: Kysely<Database>,
  purpose: EmailLinkPurpose,
  token: string,
  now: Date,
): Promise<{ link: UsableLink; problem?: never } | { problem: EmailLinkProblem; link?: never }> {
  const row = await findEmailLinkWithAccount(db, hashLinkToken(token));
  if (!row || row.purpose !== purpose || row.is_demo) return { problem: 'invalid' };
  if (row.used_at) return { problem: 'used' };
  if (Date.parse(row.expires_at) <= now.getTime()) return { problem: 'expired' };
  const stillMeant =
    purpose === 'reset' ? row.email === row.account_email : row.email === row.pending_email || row.email === row.account_email;
  if (row.superseded_at || !stillMeant) return { problem: 'superseded' };
  return {
    link: {
      id: row.id,
      purpose: row.purpose,
      email: row.email,
      account: {
        id: row.user_id,
        name: row.name,
        email: row.account_email,
        pendingEmail: row.pending_email,
        emailVerified: row.email_verified_at !== null,
        locale: row.locale,
      },
    },
  };
}

const PROBLEM_MESSAGES: Record<EmailLinkPurpose, Record<EmailLinkProblem, ErrorText>> = {
  verify: {
    invalid:
      /*i18n*/ 'This verification link does not work. Check that you opened the whole link from the email, or send a new one from your account.',
    used: /*i18n*/ 'This verification link was already used. If your address still shows as unconfirmed, send a new link from your account.',
    expired: /*i18n*/ {
      id: 'This verification link has expired (links work for {hours, plural, one {# hour} other {# hours}}). Send a new one from your account.',
      values: { hours: VERIFY_LINK_HOURS },
    },
    superseded:
      /*i18n*/ 'A newer verification link was sent, or the address changed since this one was sent. Use the newest email, or send a new link from your account.',
  },
  reset: {
    invalid: /*i18n*/ 'This password reset link does not work. Check that you opened the whole link from the email, or ask for a new one.',
    used: /*i18n*/ 'This password reset link was already used. If you need to set your password again, ask for a new link.',
    expired: /*i18n*/ {
      id: 'This password reset link has expired (links work for {hours, plural, one {# hour} other {# hours}}). Ask for a new one.',
      values: { hours: RESET_LINK_HOURS },
    },
    superseded:
      /*i18n*/ 'A newer password reset link was sent, or your account changed since this one was sent. Use the newest email, or ask for a new link.',
  },
};

/** 400 `link_<problem>`, naming the token and saying how to get a new link. */
export function emailLinkError(purpose: EmailLinkPurpose, problem: EmailLinkProblem): HttpError {
  const message = PROBLEM_MESSAGES[purpose][problem];
  return refuseField('token', message, { code: `link_${problem}` });
}
