import { format } from 'date-fns';
import { pagePaths } from '@campuspath/contract/page-paths';
import { htmlDocument, link, list, paragraph, strong, fragment, type EmailContent } from '../../lib/email-html.ts';

/**
 * The words of a teacher's deadline reminder (teacher-deadline-reminders.ts): for each letter due
 * soon, the student (when their name is fit for an email), the college and its deadline, and a link
 * to the teacher's queue. Never the student's note: the queue shows it to the signed-in teacher.
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

const day = (date: string) => format(new Date(`${date}T12:00:00Z`), 'EEEE, MMMM d, yyyy');
const soon = (daysLeft: number) => (daysLeft <= 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`);
const student = (due: TeacherLetterDue) => due.studentName ?? 'A student';
const college = (due: TeacherLetterDue) => due.collegeName ?? 'a college (name not reported)';
const line = (due: TeacherLetterDue) => `${student(due)}: ${college(due)}, due ${day(due.deadline)} (${soon(due.daysLeft)})`;

export function teacherDeadlineReminderEmail(letters: readonly TeacherLetterDue[], links: TeacherReminderLinks): EmailContent {
  const first = letters[0]!;
  const subject =
    letters.length === 1
      ? `Letter due ${soon(first.daysLeft)}: ${student(first)}, ${college(first)}`
      : `${letters.length} recommendation letters due soon`;
  const queueUrl = `${links.publicUrl}${pagePaths.teacherLetters.getHref()}`;
  const intro =
    letters.length === 1
      ? 'A recommendation letter you accepted in CampusPath is due soon:'
      : 'Recommendation letters you accepted in CampusPath are due soon:';
  const outside =
    'CampusPath does not send letters to colleges: upload the letter through the Common App, Coalition, or the college’s own portal, then mark it submitted in CampusPath and these reminders stop.';
  const stop = 'Stop deadline reminder emails:';
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...letters.map((due) => `- ${line(due)}`),
    '',
    outside,
    '',
    `Open your letter requests: ${queueUrl}`,
    '',
    '-- CampusPath',
    '',
    `${stop} ${links.unsubscribeUrl}`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph('Hello,'),
      paragraph(intro),
      list(letters.map((due) => fragment(strong(student(due)), `: ${college(due)}, due ${day(due.deadline)} (${soon(due.daysLeft)})`))),
      paragraph(outside),
      paragraph(link(queueUrl, 'Open your letter requests')),
    ],
    [
      fragment(
        'You get these because you accepted these requests in CampusPath. ',
        link(links.unsubscribeUrl, 'Stop deadline reminder emails'),
      ),
    ],
  );
  return { subject, text, html };
}
