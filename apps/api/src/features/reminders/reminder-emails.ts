import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { dueText, dueTimeLabel } from '@campuspath/contract/deadline-time';
import { datedItemPath, pagePaths } from '@campuspath/contract/page-paths';
import { DIGEST_WINDOW_DAYS } from '@campuspath/contract/reminders-terms';
import type { TimelineItem } from '@campuspath/contract/timeline';
import { fragment, heading, htmlDocument, link, list, paragraph, strong, type EmailContent } from '../../lib/email-html.ts';

/**
 * The words of reminder emails, as plain text and as simple HTML (email-html.ts) saying the same:
 * kind, saying what is due and when in the item's own zone, linking to the item, and ending with
 * the reminder settings and the unsubscribe link for that channel. Every link starts with the
 * public URL (https in production), so none leaves the student on plain http.
 */
export interface EmailLinks {
  publicUrl: string;
  unsubscribeUrl: string;
}

const itemLink = (publicUrl: string, item: TimelineItem) => `${publicUrl}${datedItemPath(item)}`;

/** "Sunday, November 1, 2026 at 11:59 pm EST". */
function whenDue(item: TimelineItem): string {
  const day = format(new TZDate(new Date(item.dueAt).getTime(), item.timeZone), 'EEEE, MMMM d, yyyy');
  return `${day} at ${dueTimeLabel(item.date, item.timeZone)}`;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';

function subjectFor(item: TimelineItem): string {
  const status = dueText(item);
  if (item.daysLeft === 0) return `Due today: ${item.title}`;
  if (item.daysLeft === 1) return `Due tomorrow: ${item.title}`;
  return `${status}: ${item.title}`;
}

export function reminderEmail(name: string, item: TimelineItem, links: EmailLinks): EmailContent {
  const subject = subjectFor(item);
  const url = itemLink(links.publicUrl, item);
  const settingsUrl = `${links.publicUrl}${pagePaths.reminderSettings.getHref()}`;
  const when = `${whenDue(item)} (${dueText(item).toLowerCase()})`;
  const text = [
    `Hi ${firstName(name)},`,
    '',
    `A friendly reminder: ${item.title} is due ${when}.`,
    '',
    `Open it in CampusPath: ${url}`,
    '',
    'You have got this. One step at a time.',
    '',
    '-- CampusPath',
    '',
    `Change when and how you are reminded: ${settingsUrl}`,
    `Stop reminder emails with one click: ${links.unsubscribeUrl}`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(`Hi ${firstName(name)},`),
      paragraph('A friendly reminder: ', strong(item.title), ` is due ${when}.`),
      paragraph(link(url, `Open ${item.title} in CampusPath`)),
      paragraph('You have got this. One step at a time.'),
      paragraph('CampusPath'),
    ],
    [link(settingsUrl, 'Change when and how you are reminded'), link(links.unsubscribeUrl, 'Stop reminder emails')],
  );
  return { subject, text, html };
}

/** What a digest about someone else's plan changes (family-digest.ts): its subject, opening line and links. */
export interface DigestWording {
  subject: string;
  intro: string;
  itemUrl: (item: TimelineItem) => string;
  overview: { url: string; label: string };
}

export function digestEmail(name: string, items: TimelineItem[], links: EmailLinks, wording: Partial<DigestWording> = {}): EmailContent {
  const overdue = items.filter((item) => item.overdue);
  const soon = items.filter((item) => !item.overdue);
  const count = items.length;
  const {
    subject = `Your week: ${count} ${count === 1 ? 'item' : 'items'} due soon`,
    intro = 'Here is your week in CampusPath.',
    itemUrl = (item: TimelineItem) => itemLink(links.publicUrl, item),
    overview = { url: `${links.publicUrl}${pagePaths.timeline.getHref()}`, label: 'See your whole timeline' },
  } = wording;
  const settingsUrl = `${links.publicUrl}${pagePaths.reminderSettings.getHref()}`;
  const status = (item: TimelineItem) => `${dueText(item).toLowerCase()}, ${whenDue(item)}`;
  const groups = [
    { title: `Past due (${overdue.length})`, items: overdue },
    { title: `Due in the next ${DIGEST_WINDOW_DAYS} days (${soon.length})`, items: soon },
  ].filter((group) => group.items.length > 0);
  const line = (item: TimelineItem) => `- ${item.title}: ${status(item)}\n  ${itemUrl(item)}`;
  const text = [
    `Hi ${firstName(name)},`,
    '',
    intro,
    '',
    ...groups.flatMap((group) => [`${group.title}:\n${group.items.map(line).join('\n')}`, '']),
    `${overview.label}: ${overview.url}`,
    '',
    '-- CampusPath',
    '',
    `Change your reminder settings: ${settingsUrl}`,
    `Stop the weekly digest with one click: ${links.unsubscribeUrl}`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(`Hi ${firstName(name)},`),
      paragraph(intro),
      ...groups.flatMap((group) => [
        heading(group.title),
        list(group.items.map((item) => fragment(link(itemUrl(item), item.title), `: ${status(item)}`))),
      ]),
      paragraph(link(overview.url, overview.label)),
      paragraph('CampusPath'),
    ],
    [link(settingsUrl, 'Change your reminder settings'), link(links.unsubscribeUrl, 'Stop the weekly digest')],
  );
  return { subject, text, html };
}

/** Several reminders of one tick in one email, soonest first. */
export function remindersEmail(name: string, items: TimelineItem[], links: EmailLinks): EmailContent {
  const sorted = [...items].sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.title.localeCompare(b.title));
  const subject = `Reminders: ${sorted.length} items due soon (first: ${sorted[0]!.title})`;
  const settingsUrl = `${links.publicUrl}${pagePaths.reminderSettings.getHref()}`;
  const status = (item: TimelineItem) => `due ${whenDue(item)} (${dueText(item).toLowerCase()})`;
  const text = [
    `Hi ${firstName(name)},`,
    '',
    `A friendly reminder of ${sorted.length} items:`,
    '',
    ...sorted.map((item) => `- ${item.title}: ${status(item)}\n  ${itemLink(links.publicUrl, item)}`),
    '',
    'You have got this. One step at a time.',
    '',
    '-- CampusPath',
    '',
    `Change when and how you are reminded: ${settingsUrl}`,
    `Stop reminder emails with one click: ${links.unsubscribeUrl}`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(`Hi ${firstName(name)},`),
      paragraph(`A friendly reminder of ${sorted.length} items:`),
      list(sorted.map((item) => fragment(link(itemLink(links.publicUrl, item), item.title), `: ${status(item)}`))),
      paragraph('You have got this. One step at a time.'),
      paragraph('CampusPath'),
    ],
    [link(settingsUrl, 'Change when and how you are reminded'), link(links.unsubscribeUrl, 'Stop reminder emails')],
  );
  return { subject, text, html };
}
