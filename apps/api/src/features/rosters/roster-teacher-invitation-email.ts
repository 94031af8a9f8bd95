import type { I18n } from '@lingui/core';
import { ROSTER_INVITATION_LINK_DAYS } from '@campuspath/contract/rosters';
import { htmlDocument, link, paragraph, type EmailContent } from '../../lib/email-html.ts';

/**
 * The email a rostered teacher receives: their school invites them to CampusPath as a teacher. It
 * says what joining does (students of the school who ask them for a letter reach their queue), how
 * long the link works, and how to stop every email CampusPath sends a teacher at this address. In
 * the language of the account at the address, else English, as the students' (roster-invitation-email.ts).
 */
export function rosterTeacherInvitationEmail(
  i18n: I18n,
  teacherName: string | null,
  schoolName: string,
  url: string,
  stopUrl: string,
): EmailContent {
  const subject = i18n._('{schoolName} invites you to CampusPath as a teacher', { schoolName });
  const lines = [
    teacherName
      ? i18n._("Hi {teacherName}, your school's counselors at {schoolName} use CampusPath, and invited you to join as a teacher.", {
          teacherName,
          schoolName,
        })
      : i18n._("Your school's counselors at {schoolName} use CampusPath, and invited you to join as a teacher.", { schoolName }),
    i18n._(
      'Create your teacher account (or sign in, if you have one) with this email address. Students of your school who ask you for a recommendation letter then reach your queue of requests, where you accept, decline and mark letters submitted.',
    ),
    i18n._('The link works for {days} days; a newer invitation from your school replaces it.', { days: ROSTER_INVITATION_LINK_DAYS }),
    i18n._('Not expecting this, or do not want emails from CampusPath? Stop them here:'),
  ];
  const join = i18n._('Join as a teacher');
  const text = [lines[0], '', `${join}: ${url}`, '', lines[1], '', lines[2], '', `${lines[3]} ${stopUrl}`, '', '-- CampusPath', ''].join(
    '\n',
  );
  const html = htmlDocument(
    subject,
    [
      paragraph(lines[0]!),
      paragraph(link(url, join)),
      paragraph(lines[1]!),
      paragraph(lines[2]!),
      paragraph(`${lines[3]!} `, link(stopUrl, i18n._('Stop these emails'))),
    ],
    [],
    i18n.locale,
  );
  return { subject, text, html };
}
