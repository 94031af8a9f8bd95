import type { I18n } from '@lingui/core';
import { ROSTER_INVITATION_LINK_DAYS } from '@campuspath/contract/rosters';
import { htmlDocument, link, paragraph, type EmailContent } from '../../lib/email-html.ts';

/**
 * The email a rostered student receives: their school invites them to CampusPath. It says what
 * joining shows the counselors, how long the link works, and how to stop these emails. In the
 * language of the account at the address, else English (a school has no language of its own yet),
 * docs/i18n.md.
 */
export function rosterInvitationEmail(i18n: I18n, studentName: string | null, schoolName: string, url: string): EmailContent {
  const subject = i18n._('{schoolName} invites you to CampusPath', { schoolName });
  const lines = [
    studentName
      ? i18n._('Hi {studentName}, your counselors at {schoolName} use CampusPath to help you find colleges and plan your applications.', {
          studentName,
          schoolName,
        })
      : i18n._('Your counselors at {schoolName} use CampusPath to help you find colleges and plan your applications.', { schoolName }),
    // The middle sentence says what the join page says (JOINING_SHOWS_MESSAGE in the contract), as a message of its own to translate.
    i18n._(
      'Create your student account (or sign in, if you have one) with this email address, then choose Accept invitation. Joining shows your school’s counselors your name, class year and that you joined, and nothing of your plan until you choose to share it. You can change what they see at any time.',
    ),
    i18n._('The link works for {days} days; a newer invitation from your school replaces it.', { days: ROSTER_INVITATION_LINK_DAYS }),
    i18n._('Not expecting this, or do not want more invitations? Open the link and choose "Stop these emails".'),
  ];
  const join = i18n._('Join your school');
  const text = [lines[0], '', `${join}: ${url}`, '', lines[1], '', lines[2], '', lines[3], '', '-- CampusPath', ''].join('\n');
  const html = htmlDocument(
    subject,
    [paragraph(lines[0]!), paragraph(link(url, join)), paragraph(lines[1]!), paragraph(lines[2]!), paragraph(lines[3]!)],
    [],
    i18n.locale,
  );
  return { subject, text, html };
}
