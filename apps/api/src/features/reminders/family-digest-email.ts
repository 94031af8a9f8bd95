import type { I18n } from '@lingui/core';
import { pagePaths } from '@campuspath/contract/page-paths';
import { DIGEST_WINDOW_DAYS } from '@campuspath/contract/reminders-terms';
import type { TimelineItem } from '@campuspath/contract/timeline';
import { fragment, heading, htmlDocument, link, list, paragraph, type EmailContent } from '../../lib/email-html.ts';
import { localePath } from '../../lib/i18n/email-i18n.ts';
import { itemTitle } from '../../lib/i18n/item-title.ts';
import { dueStatus, whenDue } from '../../lib/i18n/due-words.ts';
import type { EmailLinks } from './reminder-emails.ts';

/**
 * The words of a parent's weekly digest, in the parent's language (their account's `locale`,
 * whatever the student's is): the student digest's layout (reminder-emails.ts), addressed to the
 * parent, about the student, each item linking to the parent's read-only view of the student in
 * that language. Dates are written by `Intl` for the language, in the item's own zone.
 */
export interface FamilyDigestParties {
  parentName: string;
  studentId: string;
  studentName: string;
}

export function familyDigestContent(i18n: I18n, parties: FamilyDigestParties, items: TimelineItem[], links: EmailLinks): EmailContent {
  const { studentName } = parties;
  const page = (path: string) => `${links.publicUrl}${localePath(i18n, path)}`;
  const studentUrl = page(pagePaths.student.getHref(parties.studentId));
  const settingsUrl = page(pagePaths.reminderSettings.getHref());
  const overdue = items.filter((item) => item.overdue);
  const soon = items.filter((item) => !item.overdue);
  const count = items.length;
  const subject = i18n._("{studentName}'s week: {count, plural, one {# item} other {# items}} due soon", { studentName, count });
  const first = parties.parentName.trim().split(/\s+/)[0];
  const hello = first ? i18n._('Hi {first},', { first }) : i18n._('Hi there,');
  const intro = i18n._("Here is {studentName}'s week in CampusPath, as far as they share it with you.", { studentName });
  const overview = i18n._("See {studentName}'s plan", { studentName });
  const settingsLabel = i18n._('Change your reminder settings');
  const stopLabel = i18n._('Stop the weekly digest');
  const status = (item: TimelineItem) => `${dueStatus(i18n, item)}, ${whenDue(i18n, item)}`;
  const groups = [
    { title: i18n._('Past due ({count})', { count: overdue.length }), items: overdue },
    { title: i18n._('Due in the next {days} days ({count})', { days: DIGEST_WINDOW_DAYS, count: soon.length }), items: soon },
  ].filter((group) => group.items.length > 0);
  const line = (item: TimelineItem) => `- ${itemTitle(i18n, item)}: ${status(item)}\n  ${studentUrl}`;
  const text = [
    hello,
    '',
    intro,
    '',
    ...groups.flatMap((group) => [`${group.title}:\n${group.items.map(line).join('\n')}`, '']),
    `${overview}: ${studentUrl}`,
    '',
    '-- CampusPath',
    '',
    `${settingsLabel}: ${settingsUrl}`,
    `${i18n._('Stop the weekly digest with one click')}: ${links.unsubscribeUrl}`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(hello),
      paragraph(intro),
      ...groups.flatMap((group) => [
        heading(group.title),
        list(group.items.map((item) => fragment(link(studentUrl, itemTitle(i18n, item)), `: ${status(item)}`))),
      ]),
      paragraph(link(studentUrl, overview)),
      paragraph('CampusPath'),
    ],
    [link(settingsUrl, settingsLabel), link(links.unsubscribeUrl, stopLabel)],
    i18n.locale,
  );
  return { subject, text, html };
}
