import type { I18n } from '@lingui/core';
import { datedItemPath, pagePaths } from '@campuspath/contract/page-paths';
import { DIGEST_WINDOW_DAYS } from '@campuspath/contract/reminders-terms';
import type { TimelineItem } from '@campuspath/contract/timeline';
import { fragment, heading, htmlDocument, link, list, paragraph, strong, type EmailContent } from '../../lib/email-html.ts';
import { dueStatus, whenDue } from '../../lib/i18n/due-words.ts';
import { localePath } from '../../lib/i18n/email-i18n.ts';
import { itemTitle } from '../../lib/i18n/item-title.ts';

/**
 * The words of a student's reminder emails and weekly digest, as plain text and as simple HTML
 * (email-html.ts) saying the same, in the student's language (their account's `locale`,
 * `emailI18n`): what is due and when in the item's own zone, a link to the item, and the reminder
 * settings and the unsubscribe link for that channel. Every link starts with the public URL (https
 * in production), so none leaves the student on plain http, and opens the page in that language.
 */
export interface EmailLinks {
  publicUrl: string;
  unsubscribeUrl: string;
}

const pageUrl = (i18n: I18n, publicUrl: string, path: string) => `${publicUrl}${localePath(i18n, path)}`;
const itemLink = (i18n: I18n, publicUrl: string, item: TimelineItem) => pageUrl(i18n, publicUrl, datedItemPath(item));

function hello(i18n: I18n, name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? i18n._('Hi {first},', { first }) : i18n._('Hi there,');
}

function subjectFor(i18n: I18n, item: TimelineItem): string {
  const title = itemTitle(i18n, item);
  const { daysLeft, overdue } = item;
  if (overdue)
    return daysLeft <= -2 ? i18n._('Overdue by {days} days: {title}', { days: -daysLeft, title }) : i18n._('Overdue: {title}', { title });
  if (daysLeft === 0) return i18n._('Due today: {title}', { title });
  if (daysLeft === 1) return i18n._('Due tomorrow: {title}', { title });
  return i18n._('{days} days left: {title}', { days: daysLeft, title });
}

/** The footer of a reminder email (not the digest's): its settings and unsubscribe links, as text and HTML. */
function reminderFooter(i18n: I18n, links: EmailLinks) {
  const settingsUrl = pageUrl(i18n, links.publicUrl, pagePaths.reminderSettings.getHref());
  const settingsLabel = i18n._('Change when and how you are reminded');
  return {
    text: [`${settingsLabel}: ${settingsUrl}`, `${i18n._('Stop reminder emails with one click')}: ${links.unsubscribeUrl}`],
    html: [link(settingsUrl, settingsLabel), link(links.unsubscribeUrl, i18n._('Stop reminder emails'))],
  };
}

export function reminderEmail(i18n: I18n, name: string, item: TimelineItem, links: EmailLinks): EmailContent {
  const subject = subjectFor(i18n, item);
  const url = itemLink(i18n, links.publicUrl, item);
  const when = `${whenDue(i18n, item)} (${dueStatus(i18n, item)})`;
  const cheer = i18n._('You have got this. One step at a time.');
  const footer = reminderFooter(i18n, links);
  const text = [
    hello(i18n, name),
    '',
    i18n._('A friendly reminder: {title} is due {when}.', { title: itemTitle(i18n, item), when }),
    '',
    `${i18n._('Open it in CampusPath')}: ${url}`,
    '',
    cheer,
    '',
    '-- CampusPath',
    '',
    ...footer.text,
  ].join('\n');
  // The title in bold inside the sentence: the sentence is split around its placeholder, so the
  // translation decides where the title goes.
  const [before = '', after = ''] = i18n._('A friendly reminder: {title} is due {when}.', { title: '\u0000', when }).split('\u0000');
  const html = htmlDocument(
    subject,
    [
      paragraph(hello(i18n, name)),
      paragraph(before, strong(itemTitle(i18n, item)), after),
      paragraph(link(url, i18n._('Open {title} in CampusPath', { title: itemTitle(i18n, item) }))),
      paragraph(cheer),
      paragraph('CampusPath'),
    ],
    footer.html,
    i18n.locale,
  );
  return { subject, text, html };
}

/** The student's weekly digest: their own items, overdue first, each linking to its page. */
export function digestEmail(i18n: I18n, name: string, items: TimelineItem[], links: EmailLinks): EmailContent {
  const overdue = items.filter((item) => item.overdue);
  const soon = items.filter((item) => !item.overdue);
  const count = items.length;
  const subject = i18n._('Your week: {count, plural, one {# item} other {# items}} due soon', { count });
  const intro = i18n._('Here is your week in CampusPath.');
  const overview = { url: pageUrl(i18n, links.publicUrl, pagePaths.timeline.getHref()), label: i18n._('See your whole timeline') };
  const settingsUrl = pageUrl(i18n, links.publicUrl, pagePaths.reminderSettings.getHref());
  const settingsLabel = i18n._('Change your reminder settings');
  const status = (item: TimelineItem) => `${dueStatus(i18n, item)}, ${whenDue(i18n, item)}`;
  const groups = [
    { title: i18n._('Past due ({count})', { count: overdue.length }), items: overdue },
    { title: i18n._('Due in the next {days} days ({count})', { days: DIGEST_WINDOW_DAYS, count: soon.length }), items: soon },
  ].filter((group) => group.items.length > 0);
  const line = (item: TimelineItem) => `- ${itemTitle(i18n, item)}: ${status(item)}\n  ${itemLink(i18n, links.publicUrl, item)}`;
  const text = [
    hello(i18n, name),
    '',
    intro,
    '',
    ...groups.flatMap((group) => [`${group.title}:\n${group.items.map(line).join('\n')}`, '']),
    `${overview.label}: ${overview.url}`,
    '',
    '-- CampusPath',
    '',
    `${settingsLabel}: ${settingsUrl}`,
    `${i18n._('Stop the weekly digest with one click')}: ${links.unsubscribeUrl}`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(hello(i18n, name)),
      paragraph(intro),
      ...groups.flatMap((group) => [
        heading(group.title),
        list(group.items.map((item) => fragment(link(itemLink(i18n, links.publicUrl, item), itemTitle(i18n, item)), `: ${status(item)}`))),
      ]),
      paragraph(link(overview.url, overview.label)),
      paragraph('CampusPath'),
    ],
    [link(settingsUrl, settingsLabel), link(links.unsubscribeUrl, i18n._('Stop the weekly digest'))],
    i18n.locale,
  );
  return { subject, text, html };
}

/** Several reminders of one tick in one email, soonest first. */
export function remindersEmail(i18n: I18n, name: string, items: TimelineItem[], links: EmailLinks): EmailContent {
  const sorted = [...items].sort((a, b) => a.dueAt.localeCompare(b.dueAt) || itemTitle(i18n, a).localeCompare(itemTitle(i18n, b)));
  const count = sorted.length;
  const subject = i18n._('Reminders: {count} items due soon (first: {title})', { count, title: itemTitle(i18n, sorted[0]!) });
  const status = (item: TimelineItem) => i18n._('due {when} ({status})', { when: whenDue(i18n, item), status: dueStatus(i18n, item) });
  const intro = i18n._('A friendly reminder of {count} items:', { count });
  const cheer = i18n._('You have got this. One step at a time.');
  const footer = reminderFooter(i18n, links);
  const text = [
    hello(i18n, name),
    '',
    intro,
    '',
    ...sorted.map((item) => `- ${itemTitle(i18n, item)}: ${status(item)}\n  ${itemLink(i18n, links.publicUrl, item)}`),
    '',
    cheer,
    '',
    '-- CampusPath',
    '',
    ...footer.text,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(hello(i18n, name)),
      paragraph(intro),
      list(sorted.map((item) => fragment(link(itemLink(i18n, links.publicUrl, item), itemTitle(i18n, item)), `: ${status(item)}`))),
      paragraph(cheer),
      paragraph('CampusPath'),
    ],
    footer.html,
    i18n.locale,
  );
  return { subject, text, html };
}
