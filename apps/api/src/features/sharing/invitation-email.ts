import type { I18n } from '@lingui/core';
import type { FastifyBaseLogger } from 'fastify';
import { PARENT_INVITATION_DAYS } from '@campuspath/contract/sharing-terms';
import { htmlDocument, link, paragraph, type EmailContent } from '../../lib/email-html.ts';
import type { MailDeps } from '../../lib/feature-deps.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The email a student's parent receives: who invites them, the link (single use, 7
 * days), and what it does, in the language the student chose for the invitation (`i18n`). The
 * link is also shown to the student to copy, so the email is a convenience: a failed send is
 * logged (never the address or the link) and the link still works.
 */
export function parentInvitationEmail(i18n: I18n, studentName: string, url: string): EmailContent {
  const subject = i18n._('{studentName} invited you to follow their college plan on CampusPath', { studentName });
  const lines = [
    i18n._(
      '{studentName} would like you to see their college plan on CampusPath: the colleges they are considering, their applications and deadlines, and what else they choose to share. You can look; you cannot change anything, and {studentName} decides what you see.',
      { studentName },
    ),
    i18n._('The link works once, for {days} days. Sign in or create a parent account when it asks.', { days: PARENT_INVITATION_DAYS }),
    i18n._('If you were not expecting this, ignore this email: nothing happens unless the link is opened.'),
  ];
  const accept = i18n._('Accept the invitation');
  const text = [lines[0], '', `${accept}: ${url}`, '', lines[1], '', lines[2], '', '-- CampusPath', ''].join('\n');
  const html = htmlDocument(
    subject,
    [paragraph(lines[0]!), paragraph(link(url, accept)), paragraph(lines[1]!), paragraph(lines[2]!)],
    [],
    i18n.locale,
  );
  return { subject, text, html };
}

/** Sends after the answer (lib/background.ts); a failure is logged by kind only. */
export function sendParentInvitation(mail: MailDeps, log: FastifyBaseLogger, to: string, content: EmailContent): void {
  mail.background.run(
    () => mail.mailer.send({ id: `parent-invitation-${newId()}`, to, ...content }),
    (error) => log.error({ err: error, kind: 'parent-invitation' }, 'invitation email could not be sent'),
  );
}
