import type { I18n } from '@lingui/core';
import type { FastifyBaseLogger } from 'fastify';
import { RESET_LINK_HOURS, VERIFY_LINK_HOURS } from '@campuspath/contract/auth-terms';
import { pagePaths } from '@campuspath/contract/page-paths';
import { fragment, htmlDocument, link, paragraph, type EmailContent } from '../../lib/email-html.ts';
import type { MailDeps } from '../../lib/feature-deps.ts';
import { localePath } from '../../lib/i18n/email-i18n.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The account emails, as plain text and simple HTML saying the same (lib/email-html.ts):
 * the verification link (after sign-up, on resend, and to a new address), the password-reset link,
 * and the notices that tell the owner what happened to their account (a change of address asked
 * for, an address changed, a password reset). They are about the account itself, so they are sent
 * whatever the reminder settings, and carry no unsubscribe link. Every link starts with the public
 * URL; tokens appear only inside the links, never in a subject. They are written in the account's
 * language (`emailI18n(locale)`, lib/i18n/email-i18n.ts), as are their links' pages.
 */
export type AccountEmailKind =
  'verify' | 'verify-new' | 'reset' | 'change-requested' | 'email-changed' | 'password-changed' | 'address-in-use';

/** The greeting: the first word of the account's name ("Hi there," without one). */
const greeting = (i18n: I18n, name: string) => {
  const first = name.trim().split(/\s+/)[0];
  return first ? i18n._('Hi {first},', { first }) : i18n._('Hi there,');
};

function compose(i18n: I18n, subject: string, name: string, paragraphs: (string | { href: string; label: string })[]): EmailContent {
  const footer = i18n._('This email is about your CampusPath account, so it is sent even when reminder emails are off.');
  const text = [
    greeting(i18n, name),
    '',
    ...paragraphs.flatMap((part) => [typeof part === 'string' ? part : `${part.label}: ${part.href}`, '']),
    '-- CampusPath',
    '',
    footer,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(greeting(i18n, name)),
      ...paragraphs.map((part) => (typeof part === 'string' ? paragraph(part) : paragraph(link(part.href, part.label)))),
      paragraph('CampusPath'),
    ],
    [fragment(footer)],
    i18n.locale,
  );
  return { subject, text, html };
}

const linkHours = (i18n: I18n, hours: number) => i18n._('{hours, plural, one {# hour} other {# hours}}', { hours });

/** The verification link: `change` when it confirms a new address the student asked to move to. */
export function verifyEmail(i18n: I18n, name: string, url: string, change: boolean): EmailContent {
  const hours = linkHours(i18n, VERIFY_LINK_HOURS);
  return change
    ? compose(i18n, i18n._('Confirm your new email address for CampusPath'), name, [
        i18n._('You asked to change the email address of your CampusPath account to this one. Confirm it to finish the change:'),
        { href: url, label: i18n._('Confirm this email address') },
        i18n._('The link works once, for {hours}. Until you open it, your account keeps its current address.', { hours }),
        i18n._('If you did not ask for this, ignore this email: nothing changes.'),
      ])
    : compose(i18n, i18n._('Confirm your email address for CampusPath'), name, [
        i18n._(
          'Please confirm that this is your email address, so CampusPath can send you deadline reminders and help you back into your account if you ever forget your password:',
        ),
        { href: url, label: i18n._('Confirm my email address') },
        i18n._('The link works once, for {hours}. If it has expired, sign in and send a new one from your account.', { hours }),
        i18n._(
          'If you did not create a CampusPath account, ignore this email: nothing more is sent to this address unless it is confirmed.',
        ),
      ]);
}

export function resetPasswordEmail(i18n: I18n, name: string, url: string): EmailContent {
  const hours = linkHours(i18n, RESET_LINK_HOURS);
  return compose(i18n, i18n._('Reset your CampusPath password'), name, [
    i18n._('Someone (we hope you) asked to set a new password for the CampusPath account that uses this email address.'),
    { href: url, label: i18n._('Set a new password') },
    i18n._('The link works once, for {hours}. Setting a new password signs out every device signed in to your account.', { hours }),
    i18n._('If you did not ask for this, ignore this email: your password stays as it is.'),
  ]);
}

/** To the current address when a change of address is asked for (it changes only once the new address is confirmed). */
export function changeRequestedEmail(i18n: I18n, name: string, newEmail: string, forgotUrl: string): EmailContent {
  return compose(i18n, i18n._('Someone asked to change your CampusPath email address'), name, [
    i18n._(
      'Someone signed in to your CampusPath account asked to change its email address to {newEmail}. Nothing changes until that address is confirmed through the link we sent to it.',
      { newEmail },
    ),
    i18n._('If this was you, there is nothing to do.'),
    i18n._('If it was not you, set a new password now: it signs out everyone signed in to your account.'),
    { href: forgotUrl, label: i18n._('Set a new password') },
  ]);
}

/** To the old address once the new one was confirmed. */
export function emailChangedEmail(i18n: I18n, name: string, newEmail: string, contactUrl: string): EmailContent {
  return compose(i18n, i18n._('Your CampusPath email address was changed'), name, [
    i18n._(
      'The email address of your CampusPath account is now {newEmail}. From now on, signing in, reminders and password resets use that address; this one gets nothing more from us.',
      { newEmail },
    ),
    i18n._('If you did not make this change, contact us right away:'),
    { href: contactUrl, label: i18n._('Contact CampusPath') },
  ]);
}

/**
 * To the owner of an address someone tried to use for another account (a sign-up, a change of
 * address): the person trying is answered as if the address were free, and the owner hears of it
 * here instead, so nobody learns from CampusPath whether an address has an account.
 */
export function addressInUseEmail(i18n: I18n, name: string, urls: { login: string; forgot: string }): EmailContent {
  return compose(i18n, i18n._('Someone tried to use your email address on CampusPath'), name, [
    i18n._(
      'Someone just tried to create a CampusPath account with this email address, or to move another account to it. It already belongs to your account, so nothing was changed and no other account can use it.',
    ),
    i18n._('If it was you, sign in to your account instead, or set a new password if you have forgotten it:'),
    { href: urls.login, label: i18n._('Sign in') },
    { href: urls.forgot, label: i18n._('Set a new password') },
    i18n._('If it was not you, there is nothing to do.'),
  ]);
}

export function passwordChangedEmail(i18n: I18n, name: string, forgotUrl: string): EmailContent {
  return compose(i18n, i18n._('Your CampusPath password was changed'), name, [
    i18n._(
      'The password of your CampusPath account was just changed with a reset link sent to this address, and every device that was signed in was signed out.',
    ),
    i18n._('If this was you, there is nothing to do.'),
    i18n._('If it was not you, set a new password again right away:'),
    { href: forgotUrl, label: i18n._('Set a new password') },
  ]);
}

/** The public page URLs the account emails link to, in the email's language (`/es/…` for Spanish). */
export const accountPageUrls = (publicUrl: string, i18n?: I18n) => {
  const page = (path: string) => `${publicUrl}${i18n ? localePath(i18n, path) : path}`;
  return {
    verify: (token: string) => page(pagePaths.verifyEmail.getHref(token)),
    reset: (token: string) => page(pagePaths.resetPassword.getHref(token)),
    forgot: page(pagePaths.forgotPassword.getHref()),
    login: page(pagePaths.login.getHref()),
    contact: page(pagePaths.contact.getHref()),
  };
};

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
