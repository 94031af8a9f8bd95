import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { dueText, dueTimeLabel } from '@campuspath/contract/deadline-time';
import { datedItemPath, pagePaths } from '@campuspath/contract/page-paths';
import { DIGEST_WINDOW_DAYS } from '@campuspath/contract/reminders-terms';
import type { TimelineItem } from '@campuspath/contract/timeline';

/**
 * The words of reminder emails: plain text, kind, saying what is due and when in the item's own
 * zone, linking to the item, and ending with the one-click unsubscribe link for that channel.
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

export function reminderEmail(name: string, item: TimelineItem, links: EmailLinks): { subject: string; text: string } {
  const text = [
    `Hi ${firstName(name)},`,
    '',
    `A friendly reminder: ${item.title} is due ${whenDue(item)} (${dueText(item).toLowerCase()}).`,
    '',
    `Open it in CampusPath: ${itemLink(links.publicUrl, item)}`,
    '',
    'You have got this. One step at a time.',
    '',
    '-- CampusPath',
    '',
    `Change when and how you are reminded: ${links.publicUrl}${pagePaths.reminderSettings.getHref()}`,
    `Stop reminder emails with one click: ${links.unsubscribeUrl}`,
  ].join('\n');
  return { subject: subjectFor(item), text };
}

export function digestEmail(name: string, items: TimelineItem[], links: EmailLinks): { subject: string; text: string } {
  const overdue = items.filter((item) => item.overdue);
  const soon = items.filter((item) => !item.overdue);
  const line = (item: TimelineItem) =>
    `- ${item.title}: ${dueText(item).toLowerCase()}, ${whenDue(item)}\n  ${itemLink(links.publicUrl, item)}`;
  const sections = [
    overdue.length > 0 ? `Past due (${overdue.length}):\n${overdue.map(line).join('\n')}` : null,
    soon.length > 0 ? `Due in the next ${DIGEST_WINDOW_DAYS} days (${soon.length}):\n${soon.map(line).join('\n')}` : null,
  ].filter((section): section is string => section !== null);
  const text = [
    `Hi ${firstName(name)},`,
    '',
    'Here is your week in CampusPath.',
    '',
    ...sections.flatMap((section) => [section, '']),
    `See your whole timeline: ${links.publicUrl}${pagePaths.timeline.getHref()}`,
    '',
    '-- CampusPath',
    '',
    `Change your reminder settings: ${links.publicUrl}${pagePaths.reminderSettings.getHref()}`,
    `Stop the weekly digest with one click: ${links.unsubscribeUrl}`,
  ].join('\n');
  const count = items.length;
  return { subject: `Your week: ${count} ${count === 1 ? 'item' : 'items'} due soon`, text };
}
