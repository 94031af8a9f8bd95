import type { I18n } from '@lingui/core';
import { pagePaths } from '@campuspath/contract/page-paths';
import { htmlDocument, link, list, paragraph, strong, fragment, type EmailContent } from '../../lib/email-html.ts';
import { calendarDay } from '../../lib/i18n/due-words.ts';
import { localePath } from '../../lib/i18n/email-i18n.ts';

/**
 * The words of a teacher's deadline reminder (teacher-deadline-reminders.ts), in the teacher
 * account's language: for each letter due soon, the student (when their name is fit for an
 * email), the college and its deadline, and a link to the teacher's queue. Never the student's
 * note: the queue shows it to the signed-in teacher.
 */
export interface TeacherLetterDue {
  /** Null when the student's name is not fit for an email (isEmailSafeName). */
  studentName: string | null;
  /** Null when the college has left the catalogue. */
  collegeName: string | null;
  deadline: string;
  /** Calendar days from today in the teacher's zone to the deadline. */
  daysLeft: number;
}

export interface TeacherReminderLinks {
  publicUrl: string;
  /** The page that turns reminder emails off (the List-Unsubscribe header carries the one-click URL). */
  unsubscribeUrl: string;
}

const soon = (i18n: I18n, daysLeft: number) =>
  daysLeft <= 0 ? i18n._('today') : daysLeft === 1 ? i18n._('tomorrow') : i18n._('in {days} days', { days: daysLeft });
const student = (i18n: I18n, due: TeacherLetterDue) => due.studentName ?? i18n._('A student');
const college = (i18n: I18n, due: TeacherLetterDue) => due.collegeName ?? i18n._('a college (name not reported)');
const dueWhen = (i18n: I18n, due: TeacherLetterDue) =>
  i18n._('{college}, due {day} ({soon})', {
    college: college(i18n, due),
    day: calendarDay(i18n, due.deadline),
    soon: soon(i18n, due.daysLeft),
  });

export function teacherDeadlineReminderEmail(i18n: I18n, letters: readonly TeacherLetterDue[], links: TeacherReminderLinks): EmailContent {
  const first = letters[0]!;
  const count = letters.length;
  const subject =
    count === 1
      ? i18n._('Letter due {soon}: {student}, {college}', {
          soon: soon(i18n, first.daysLeft),
          student: student(i18n, first),
          college: college(i18n, first),
        })
      : i18n._('{count} recommendation letters due soon', { count });
  const queueUrl = `${links.publicUrl}${localePath(i18n, pagePaths.teacherLetters.getHref())}`;
  const intro =
    count === 1
      ? i18n._('A recommendation letter you accepted in CampusPath is due soon:')
      : i18n._('Recommendation letters you accepted in CampusPath are due soon:');
  const outside = i18n._(
    'CampusPath does not send letters to colleges: upload the letter through the Common App, Coalition, or the college’s own portal, then mark it submitted in CampusPath and these reminders stop.',
  );
  const hello = i18n._('Hello,');
  const queueLabel = i18n._('Open your letter requests');
  const stopLabel = i18n._('Stop deadline reminder emails');
  const text = [
    hello,
    '',
    intro,
    '',
    ...letters.map((due) => `- ${student(i18n, due)}: ${dueWhen(i18n, due)}`),
    '',
    outside,
    '',
    `${queueLabel}: ${queueUrl}`,
    '',
    '-- CampusPath',
    '',
    `${stopLabel}: ${links.unsubscribeUrl}`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(hello),
      paragraph(intro),
      list(letters.map((due) => fragment(strong(student(i18n, due)), `: ${dueWhen(i18n, due)}`))),
      paragraph(outside),
      paragraph(link(queueUrl, queueLabel)),
    ],
    [fragment(`${i18n._('You get these because you accepted these requests in CampusPath.')} `, link(links.unsubscribeUrl, stopLabel))],
    i18n.locale,
  );
  return { subject, text, html };
}
