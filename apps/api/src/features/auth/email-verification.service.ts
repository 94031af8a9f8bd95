import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import type { LinkConfig, MailDeps } from '../../lib/feature-deps.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import {
  accountPageUrls,
  addressInUseEmail,
  changeRequestedEmail,
  emailChangedEmail,
  sendAccountEmail,
  verifyEmail,
} from './account-emails.ts';
import { emailTaken } from './auth.service.ts';
import { emailLinkError, inspectEmailLink, issueEmailLink } from './email-links.service.ts';
import { claimEmailLink, supersedeEmailLinks } from './email-links.store.ts';
import {
  confirmPendingEmail,
  emailUsedByAnother,
  findUserColumnsByEmail,
  markEmailVerified,
  requireUserColumns,
  updateUser,
} from './users.store.ts';

/**
 * Verified addresses. An account's address counts as verified once a link sent to it
 * was opened; until then nothing but account emails (this link, a reset link, notices about the
 * account) goes to it. A change of address is stored as pending and takes effect only when the
 * link sent to the new address is opened; the old address is told twice: when the change is asked
 * for, and when it happens. Demo accounts are never verified and never get email.
 */
export interface VerificationDeps {
  db: Kysely<Database>;
  links: LinkConfig;
  mail: MailDeps;
  now: () => Date;
}

/** Opening a link also runs what follows a verified address (AuthRoutesOptions.onEmailVerified). */
export interface ConfirmDeps extends VerificationDeps {
  onVerified: (db: Kysely<Database>, userId: string, at: string) => Promise<void>;
}

export const demoGetsNoEmail = () =>
  new HttpError(
    403,
    'demo_account',
    /*i18n*/ 'Demo accounts never receive email. Create a free account to get reminders and links by email.',
  );

export const alreadyVerified = () => new HttpError(409, 'already_verified', /*i18n*/ 'Your email address is already verified.');

const accountRow = (db: Kysely<Database>, userId: string) =>
  requireUserColumns(db, userId, ['id', 'name', 'email', 'pending_email', 'email_verified_at', 'is_demo', 'locale']);

/**
 * Sends a verification link to the address the account waits to confirm: the pending new address
 * if there is one, else its own address while unverified. Supersedes earlier links. Returns where
 * it went; 409 when there is nothing to verify, 403 for a demo account.
 */
export async function sendVerificationLink(deps: VerificationDeps, log: FastifyBaseLogger, userId: string): Promise<string> {
  const account = await accountRow(deps.db, userId);
  if (account.is_demo) throw demoGetsNoEmail();
  const change = account.pending_email !== null;
  const target = account.pending_email ?? (account.email_verified_at === null ? account.email : null);
  if (target === null) throw alreadyVerified();
  await sendLinkOrTellOwner(deps, log, { id: userId, name: account.name, locale: account.locale }, target, change);
  return target;
}

/**
 * The verification link for `target`, or, when another account has that address, a word to its
 * owner instead (addressInUseEmail): the person asking is answered the same either way, so nobody
 * learns from a sign-up or a change of address whether an address has an account.
 */
async function sendLinkOrTellOwner(
  deps: VerificationDeps,
  log: FastifyBaseLogger,
  account: { id: string; name: string; locale: string },
  target: string,
  change: boolean,
): Promise<void> {
  const owner = await findUserColumnsByEmail(deps.db, target, ['id', 'name', 'locale']);
  if (owner && owner.id !== account.id) {
    // In the owner's language: they are the one reading it.
    const ownerI18n = emailI18n(owner.locale);
    sendAccountEmail(
      deps.mail,
      log,
      'address-in-use',
      target,
      addressInUseEmail(ownerI18n, owner.name, accountPageUrls(deps.links.publicUrl, ownerI18n)),
    );
    return;
  }
  const i18n = emailI18n(account.locale);
  const urls = accountPageUrls(deps.links.publicUrl, i18n);
  const token = await issueEmailLink(deps.db, { userId: account.id, purpose: 'verify', email: target }, deps.now());
  sendAccountEmail(deps.mail, log, change ? 'verify-new' : 'verify', target, verifyEmail(i18n, account.name, urls.verify(token), change));
}

/**
 * A change of address (the current password was checked by the route): `email` becomes pending,
 * its link goes to it and a notice to the current address when that one is verified. Giving the current address back
 * cancels a pending change (its links stop working). An address another account has is answered
 * the same way: it stays pending for good, and its owner is told instead of getting a link.
 */
export async function requestEmailChange(deps: VerificationDeps, log: FastifyBaseLogger, userId: string, email: string): Promise<void> {
  const { db } = deps;
  const account = await accountRow(db, userId);
  const now = deps.now();
  if (email === account.email) {
    if (account.pending_email === null) return;
    await updateUser(db, userId, { pending_email: null, updated_at: now.toISOString() });
    await supersedeEmailLinks(db, userId, 'verify', now);
    return;
  }
  await updateUser(db, userId, { pending_email: email, updated_at: now.toISOString() });
  await supersedeEmailLinks(db, userId, 'verify', now);
  await sendLinkOrTellOwner(deps, log, { id: userId, name: account.name, locale: account.locale }, email, true);
  const i18n = emailI18n(account.locale);
  const urls = accountPageUrls(deps.links.publicUrl, i18n);
  // Notices go only to a verified address: an unverified one may be a stranger's typo, who must not learn the new address.
  if (account.email_verified_at !== null) {
    sendAccountEmail(deps.mail, log, 'change-requested', account.email, changeRequestedEmail(i18n, account.name, email, urls.forgot));
  }
}

/**
 * Opens a verification link (signed in or not: the link names its account). The address it was
 * sent to becomes verified; for a change of address, it becomes the account's address, the old
 * one is told, and links sent to the old address (resets) stop working. Other sessions stay.
 * Returns the verified address. 400 `link_*` when the link cannot be used; 409 when another account
 * took the new address meanwhile.
 */
export async function confirmEmail(deps: ConfirmDeps, log: FastifyBaseLogger, token: string): Promise<string> {
  const { db } = deps;
  const now = deps.now();
  const inspected = await inspectEmailLink(db, 'verify', token, now);
  if (inspected.problem) throw emailLinkError('verify', inspected.problem);
  const { link } = inspected;
  const { account } = link;
  const change = link.email !== account.email;
  const stamp = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await claimEmailLink(trx, link.id, now))) throw emailLinkError('verify', 'used');
      const updated = change
        ? await confirmPendingEmail(trx, account.id, link.email, stamp)
        : await markEmailVerified(trx, account.id, link.email, stamp);
      if (!updated) throw emailLinkError('verify', 'superseded');
      await supersedeEmailLinks(trx, account.id, 'verify', now);
      if (change) await supersedeEmailLinks(trx, account.id, 'reset', now);
      await deps.onVerified(trx, account.id, stamp);
    });
  } catch (error) {
    // Another account signed up with the new address after the change was asked for: the unique index decides.
    if (change && !(error instanceof HttpError) && (await emailUsedByAnother(db, link.email, account.id))) throw emailTaken();
    throw error;
  }
  if (change && account.emailVerified) {
    const i18n = emailI18n(account.locale);
    const urls = accountPageUrls(deps.links.publicUrl, i18n);
    sendAccountEmail(deps.mail, log, 'email-changed', account.email, emailChangedEmail(i18n, account.name, link.email, urls.contact));
  }
  return link.email;
}
