import { ROSTER_INVITATION_LINK_DAYS } from '@campuspath/contract/rosters';
import { JOINING_SHOWS_MESSAGE } from '@campuspath/contract/sharing-terms';
import { htmlDocument, link, paragraph, type EmailContent } from '../../lib/email-html.ts';

/**
 * The email a rostered student receives: their school invites them to CampusPath. It says what
 * joining shows the counselors, how long the link works, and how to stop these emails.
 */
export function rosterInvitationEmail(studentName: string | null, schoolName: string, url: string): EmailContent {
  const subject = `${schoolName} invites you to CampusPath`;
  const lines = [
    `${studentName ? `Hi ${studentName}, y` : 'Y'}our counselors at ${schoolName} use CampusPath to help you find colleges and plan your applications.`,
    `Create your student account (or sign in, if you have one) with this email address, then choose Join. ${JOINING_SHOWS_MESSAGE} You can change what they see at any time.`,
    `The link works for ${ROSTER_INVITATION_LINK_DAYS} days; a newer invitation from your school replaces it.`,
    'Not expecting this, or do not want more invitations? Open the link and choose "Stop these emails".',
  ];
  const text = [lines[0], '', `Join your school: ${url}`, '', lines[1], '', lines[2], '', lines[3], '', '-- CampusPath', ''].join('\n');
  const html = htmlDocument(
    subject,
    [paragraph(lines[0]!), paragraph(link(url, 'Join your school')), paragraph(lines[1]!), paragraph(lines[2]!), paragraph(lines[3]!)],
    [],
  );
  return { subject, text, html };
}
