import type { FastifyBaseLogger } from 'fastify';
import { RESET_LINK_HOURS, VERIFY_LINK_HOURS } from '@campuspath/contract/auth-terms';
import { pagePaths } from '@campuspath/contract/page-paths';
import { fragment, htmlDocument, link, paragraph, type EmailContent } from '../../lib/email-html.ts';
import type { MailDeps } from '../../lib/feature-deps.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The account emails, as plain text and simple HTML saying the same (lib/email-html.ts):
 * the verification link (after sign-up, on resend, and to a new address), the password-reset link,
 * and the notices that tell the owner what happened to their account (a change of address asked
 * for, an address changed, a password reset). They are about the account itself, so they are sent
 * whatever the reminder settings, and carry no unsubscribe link. Every link starts with the public
 * URL; tokens appear only inside the links, never in a subject.
 */
export type AccountEmailKind =
  'verify' | 'verify-new' | 'reset' | 'change-requested' | 'email-changed' | 'password-changed' | 'address-in-use';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';

const FOOTER = 'This email is about your CampusPath account, so it is sent even when reminder emails are off.';

function compose(subject: string, name: string, paragraphs: (string | { href: string; label: string })[]): EmailContent {
  const text = [
    `Hi ${firstName(name)},`,
    '',
    ...paragraphs.flatMap((part) => [typeof part === 'string' ? part : `${part.label}: ${part.href}`, '']),
    '-- CampusPath',
    '',
    FOOTER,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(`Hi ${firstName(name)},`),
      ...paragraphs.map((part) => (typeof part === 'string' ? paragraph(part) : paragraph(link(part.href, part.label)))),
      paragraph('CampusPath'),
    ],
    [fragment(FOOTER)],
  );
  return { subject, text, html };
}

const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`;

/** The verification link: `change` when it confirms a new address the student asked to move to. */
export function verifyEmail(name: string, url: string, change: boolean): EmailContent {
  return change
    ? compose('Confirm your new email address for CampusPath', name, [
        'You asked to change the email address of your CampusPath account to this one. Confirm it to finish the change:',
        { href: url, label: 'Confirm this email address' },
        `The link works once, for ${hours(VERIFY_LINK_HOURS)}. Until you open it, your account keeps its current address.`,
        'If you did not ask for this, ignore this email: nothing changes.',
      ])
    : compose('Confirm your email address for CampusPath', name, [
        'Please confirm that this is your email address, so CampusPath can send you deadline reminders and help you back into your account if you ever forget your password:',
        { href: url, label: 'Confirm my email address' },
        `The link works once, for ${hours(VERIFY_LINK_HOURS)}. If it has expired, sign in and send a new one from your account.`,
        'If you did not create a CampusPath account, ignore this email: nothing more is sent to this address unless it is confirmed.',
      ]);
}

export function resetPasswordEmail(name: string, url: string): EmailContent {
  return compose('Reset your CampusPath password', name, [
    'Someone (we hope you) asked to set a new password for the CampusPath account that uses this email address.',
    { href: url, label: 'Set a new password' },
    `The link works once, for ${hours(RESET_LINK_HOURS)}. Setting a new password signs out every device signed in to your account.`,
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ]);
}

/** To the current address when a change of address is asked for (it changes only once the new address is confirmed). */
export function changeRequestedEmail(name: string, newEmail: string, forgotUrl: string): EmailContent {
  return compose('Someone asked to change your CampusPath email address', name, [
    `Someone signed in to your CampusPath account asked to change its email address to ${newEmail}. Nothing changes until that address is confirmed through the link we sent to it.`,
    'If this was you, there is nothing to do.',
    'If it was not you, set a new password now: it signs out everyone signed in to your account.',
    { href: forgotUrl, label: 'Set a new password' },
  ]);
}

/** To the old address once the new one was confirmed. */
export function emailChangedEmail(name: string, newEmail: string, contactUrl: string): EmailContent {
  return compose('Your CampusPath email address was changed', name, [
    `The email address of your CampusPath account is now ${newEmail}. From now on, signing in, reminders and password resets use that address; this one gets nothing more from us.`,
    'If you did not make this change, contact us right away:',
    { href: contactUrl, label: 'Contact CampusPath' },
  ]);
}

/**
 * To the owner of an address someone tried to use for another account (a sign-up, a change of
 * address): the person trying is answered as if the address were free, and the owner hears of it
 * here instead, so nobody learns from CampusPath whether an address has an account.
 */
export function addressInUseEmail(name: string, urls: { login: string; forgot: string }): EmailContent {
  return compose('Someone tried to use your email address on CampusPath', name, [
    'Someone just tried to create a CampusPath account with this email address, or to move another account to it. It already belongs to your account, so nothing was changed and no other account can use it.',
    'If it was you, sign in to your account instead, or set a new password if you have forgotten it:',
    { href: urls.login, label: 'Sign in' },
    { href: urls.forgot, label: 'Set a new password' },
    'If it was not you, there is nothing to do.',
  ]);
}

export function passwordChangedEmail(name: string, forgotUrl: string): EmailContent {
  return compose('Your CampusPath password was changed', name, [
    'The password of your CampusPath account was just changed with a reset link sent to this address, and every device that was signed in was signed out.',
    'If this was you, there is nothing to do.',
    'If it was not you, set a new password again right away:',
    { href: forgotUrl, label: 'Set a new password' },
  ]);
}

/** The public page URLs the account emails link to. */
export const accountPageUrls = (publicUrl: string) => ({
  verify: (token: string) => `${publicUrl}${pagePaths.verifyEmail.getHref(token)}`,
  reset: (token: string) => `${publicUrl}${pagePaths.resetPassword.getHref(token)}`,
  forgot: `${publicUrl}${pagePaths.forgotPassword.getHref()}`,
  login: `${publicUrl}${pagePaths.login.getHref()}`,
  contact: `${publicUrl}${pagePaths.contact.getHref()}`,
});

/** Sends an account email now (for work that already runs after the answer, such as forgot-password's). */
export function deliverAccountEmail(mail: MailDeps, kind: AccountEmailKind, to: string, content: EmailContent): Promise<void> {
  return mail.mailer.send({ id: `account-${kind}-${newId()}`, to, ...content });
}

/**
 * Sends an account email after the answer (lib/background.ts): a slow or failing mail server never
 * delays or fails the request. A failure is logged with its kind only (never the address or a link).
 */
export function sendAccountEmail(mail: MailDeps, log: FastifyBaseLogger, kind: AccountEmailKind, to: string, content: EmailContent): void {
  mail.background.run(
    () => deliverAccountEmail(mail, kind, to, content),
    (error) => log.error({ err: error, kind }, 'account email could not be sent'),
  );
}
