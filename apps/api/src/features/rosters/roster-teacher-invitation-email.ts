import { ROSTER_INVITATION_LINK_DAYS } from '@campuspath/contract/rosters';
import { htmlDocument, link, paragraph, type EmailContent } from '../../lib/email-html.ts';

/**
 * The email a rostered teacher receives: their school invites them to CampusPath as a teacher. It
 * says what joining does (students of the school who ask them for a letter reach their queue), how
 * long the link works, and how to stop every email CampusPath sends a teacher at this address.
 */
export function rosterTeacherInvitationEmail(teacherName: string | null, schoolName: string, url: string, stopUrl: string): EmailContent {
  const subject = `${schoolName} invites you to CampusPath as a teacher`;
  const lines = [
    `${teacherName ? `Hi ${teacherName}, y` : 'Y'}our school's counselors at ${schoolName} use CampusPath, and invited you to join as a teacher.`,
    'Create your teacher account (or sign in, if you have one) with this email address. Students of your school who ask you for a recommendation letter then reach your queue of requests, where you accept, decline and mark letters submitted.',
    `The link works for ${ROSTER_INVITATION_LINK_DAYS} days; a newer invitation from your school replaces it.`,
    'Not expecting this, or do not want emails from CampusPath? Stop them here:',
  ];
  const text = [
    lines[0],
    '',
    `Join as a teacher: ${url}`,
    '',
    lines[1],
    '',
    lines[2],
    '',
    `${lines[3]} ${stopUrl}`,
    '',
    '-- CampusPath',
    '',
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(lines[0]!),
      paragraph(link(url, 'Join as a teacher')),
      paragraph(lines[1]!),
      paragraph(lines[2]!),
      paragraph(`${lines[3]!} `, link(stopUrl, 'Stop these emails')),
    ],
    [],
  );
  return { subject, text, html };
}
