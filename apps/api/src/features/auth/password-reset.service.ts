import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LinkConfig, MailDeps } from '../../lib/feature-deps.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import { clearSignInLimits } from '../../lib/auth-limits.ts';
import { revokeUserSessions } from '../../lib/sessions.ts';
import { accountPageUrls, deliverAccountEmail, passwordChangedEmail, resetPasswordEmail, sendAccountEmail } from './account-emails.ts';
import { assertStrongPassword } from './auth.service.ts';
import { emailLinkError, inspectEmailLink, issueEmailLink } from './email-links.service.ts';
import { claimEmailLink, supersedeEmailLinks } from './email-links.store.ts';
import { hashPassword } from './password.ts';
import { findUserColumnsByEmail, resetPasswordHash } from './users.store.ts';

/**
 * Forgot password. The request answers the same whatever the address (the route); this
 * runs after the answer: a real, non-demo account gets a reset link at its current address,
 * verified or not (a link to the account's own address is how its owner gets back in); any other
 * address gets nothing. The link (1 hour, once) sets a new password with the sign-up rules, ends
 * every session, clears the address's failed sign-ins, and the owner is told by email.
 */
export interface PasswordResetDeps {
  db: Kysely<Database>;
  links: LinkConfig;
  mail: MailDeps;
  now: () => Date;
}

/** Sends a reset link to `email` when a real account uses it; nothing otherwise. Runs after the answer. */
export async function sendPasswordResetLink(deps: PasswordResetDeps, email: string): Promise<void> {
  const account = await findUserColumnsByEmail(deps.db, email, ['id', 'name', 'email', 'is_demo', 'locale']);
  if (!account || account.is_demo) return;
  const token = await issueEmailLink(deps.db, { userId: account.id, purpose: 'reset', email: account.email }, deps.now());
  const i18n = emailI18n(account.locale);
  await deliverAccountEmail(
    deps.mail,
    'reset',
    account.email,
    resetPasswordEmail(i18n, account.name, accountPageUrls(deps.links.publicUrl, i18n).reset(token)),
  );
}

/** The address a reset link would set the password of, if it can still be used (nothing is consumed). */
export async function checkResetLink(deps: Pick<PasswordResetDeps, 'db' | 'now'>, token: string): Promise<string> {
  const inspected = await inspectEmailLink(deps.db, 'reset', token, deps.now());
  if (inspected.problem) throw emailLinkError('reset', inspected.problem);
  return inspected.link.email;
}

/**
 * Sets the password through a reset link: the sign-up strength rules (400 naming `password`), then
 * in one transaction the link is used up, the password replaced, every session of the account
 * ended and any other reset link superseded. Opening a link sent to the account's address also
 * proves that address, so it counts as verified from then on. Then the address's failed sign-ins
 * are forgotten, and the owner is told by email. Returns the account id (the route starts a new session).
 */
export async function resetPassword(deps: PasswordResetDeps, log: FastifyBaseLogger, token: string, password: string): Promise<string> {
  const { db } = deps;
  const now = deps.now();
  const inspected = await inspectEmailLink(db, 'reset', token, now);
  if (inspected.problem) throw emailLinkError('reset', inspected.problem);
  const { link } = inspected;
  assertStrongPassword(password, { email: link.account.email, name: link.account.name }, 'password');
  const passwordHash = await hashPassword(password);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await claimEmailLink(trx, link.id, now))) throw emailLinkError('reset', 'used');
    if (!(await resetPasswordHash(trx, link.account.id, link.email, passwordHash, stamp))) throw emailLinkError('reset', 'superseded');
    await revokeUserSessions(trx, link.account.id);
    await supersedeEmailLinks(trx, link.account.id, 'reset', now);
  });
  await clearSignInLimits(db, link.email);
  const i18n = emailI18n(link.account.locale);
  const { forgot } = accountPageUrls(deps.links.publicUrl, i18n);
  sendAccountEmail(deps.mail, log, 'password-changed', link.email, passwordChangedEmail(i18n, link.account.name, forgot));
  return link.account.id;
}
