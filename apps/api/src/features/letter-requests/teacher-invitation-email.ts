import type { I18n } from '@lingui/core';
import { htmlDocument, link, paragraph, type EmailContent } from '../../lib/email-html.ts';
import { calendarDay } from '../../lib/i18n/due-words.ts';

/**
 * The email a letter request sends its teacher. Without an account at the address, it invites
 * them to sign up as a teacher; with a teacher's, it says a student asked and links to the queue
 * (another kind of account gets notTeacherAccountEmail below). It
 * names the student (when their name is fit for an email), the colleges and the nearest deadline,
 * and never the student's note: a note may be personal, and the queue shows it once the teacher
 * has signed in with this address. Written in the account's language at the address, else in the
 * student's (the sender knows their teacher), docs/i18n.md.
 */
export interface TeacherInvitationFacts {
  studentName: string | null;
  colleges: readonly string[];
  nearestDeadline: string | null;
  /** Sign-up (with the Teacher role and the address filled in) or the queue, for an existing account. */
  actionUrl: string;
  stopUrl: string;
  hasAccount: boolean;
}

export function teacherInvitationEmail(i18n: I18n, facts: TeacherInvitationFacts): EmailContent {
  const name = facts.studentName;
  const subject = name
    ? i18n._('{name} asked you for a recommendation letter', { name })
    : i18n._('A student asked you for a recommendation letter');
  const colleges = facts.colleges.join(', ');
  const asked = name
    ? colleges
      ? i18n._('{name} asked you for a recommendation letter in CampusPath, for {colleges}.', { name, colleges })
      : i18n._('{name} asked you for a recommendation letter in CampusPath, for their applications.', { name })
    : colleges
      ? i18n._('A student asked you for a recommendation letter in CampusPath, for {colleges}.', { colleges })
      : i18n._('A student asked you for a recommendation letter in CampusPath, for their applications.');
  const deadline = facts.nearestDeadline
    ? ` ${i18n._('The nearest deadline is {day}.', { day: calendarDay(i18n, facts.nearestDeadline, { weekday: false }) })}`
    : '';
  const forWhat = `${asked}${deadline}`;
  const next = facts.hasAccount
    ? i18n._('Sign in to CampusPath with this address to read the request, their note, and accept or decline it.')
    : i18n._(
        'Create a free Teacher account with this email address and verify it: the request, with their note, waits in your letter requests. CampusPath does not send letters to colleges; you upload the letter where you always do.',
      );
  const label = facts.hasAccount ? i18n._('Open your letter requests') : i18n._('Create your teacher account');
  const stop = i18n._('Not expecting this, or do not want emails about letter requests? Open this link and choose "Stop these emails".');
  const text = [forWhat, '', next, '', `${label}: ${facts.actionUrl}`, '', stop, facts.stopUrl, '', '-- CampusPath', ''].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(forWhat),
      paragraph(next),
      paragraph(link(facts.actionUrl, label)),
      paragraph(stop, ' ', link(facts.stopUrl, i18n._('Stop these emails'))),
    ],
    [],
    i18n.locale,
  );
  return { subject, text, html };
}

/**
 * The email when the address belongs to an account that is not a teacher's (a student's, a parent's
 * or a counselor's): such an account cannot see the request, and signing up again with the address
 * cannot work. It says only that a student asked and why it cannot be seen here, and names no student,
 * college or date: whoever reads it may not be the teacher the student meant. In that account's language.
 */
export function notTeacherAccountEmail(i18n: I18n, stopUrl: string): EmailContent {
  const subject = i18n._('A student asked for a recommendation letter at this address');
  const what = i18n._(
    'A student asked for a recommendation letter in CampusPath and sent the request to this email address. The CampusPath account of this address is not a teacher account, so the request cannot be seen with it.',
  );
  const next = i18n._(
    'If you are the teacher they meant, ask the student to send the request to the address of a teacher account. If not, you can ignore this email.',
  );
  const stop = i18n._('Do not want emails about letter requests? Open this link and choose "Stop these emails".');
  const text = [what, '', next, '', stop, stopUrl, '', '-- CampusPath', ''].join('\n');
  const html = htmlDocument(
    subject,
    [paragraph(what), paragraph(next), paragraph(stop, ' ', link(stopUrl, i18n._('Stop these emails')))],
    [],
    i18n.locale,
  );
  return { subject, text, html };
}
