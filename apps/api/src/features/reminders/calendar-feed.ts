import ical, { ICalAlarmType, type ICalCalendar } from 'ical-generator';
import { nationalAdmissionsDates } from '@campuspath/contract/admissions-calendar';
import { addDaysIso, dueText, dueTimeLabel, instantAt } from '@campuspath/contract/deadline-time';
import { datedItemPath, pagePaths } from '@campuspath/contract/page-paths';
import { ALARM_HOUR } from '@campuspath/contract/reminders-terms';
import type { TimelineItem } from '@campuspath/contract/timeline';
import { randomTokenId, signToken, verifyToken } from '../../lib/signed-tokens.ts';

/**
 * iCalendar (RFC 5545) for the personal feed and single-item downloads, written by ical-generator.
 * - Each of the student's items is an event at its due instant (11:59 pm in its zone, in UTC),
 *   with one VALARM per lead time at 9:00 am local that many days before.
 * - UIDs are `{kind}-{id}@campuspath`, stable across edits, so a changed date updates the event
 *   in the student's calendar instead of adding a second one.
 * - National dates of the graduation year are all-day events without alarms.
 */
const PRODUCT_ID = { company: 'CampusPath', product: 'Deadlines', language: 'EN' };
const UID_DOMAIN = 'campuspath';

export const eventUid = (item: Pick<TimelineItem, 'kind' | 'id'>): string => `${item.kind}-${item.id}@${UID_DOMAIN}`;

export interface FeedOptions {
  publicUrl: string;
  leadDays: number[];
  /** Reminders ring only when the student keeps the calendar channel on; null leaves alarms out. */
  alarms: boolean;
  now: Date;
}

function addItem(calendar: ICalCalendar, item: TimelineItem, options: FeedOptions): void {
  const due = new Date(item.dueAt);
  const link = `${options.publicUrl}${datedItemPath(item)}`;
  const event = calendar.createEvent({
    id: eventUid(item),
    start: due,
    end: new Date(due.getTime() + 60_000),
    stamp: options.now,
    summary: item.completed ? `${item.title} (done)` : item.title,
    description: `${item.kind === 'decision' ? 'Expected' : 'Due'} by ${dueTimeLabel(item.date, item.timeZone)}.\n${link}`,
    url: link,
  });
  if (!options.alarms || item.completed || item.kind === 'decision') return;
  for (const lead of options.leadDays) {
    const trigger = instantAt(addDaysIso(item.date, -lead), ALARM_HOUR, 0, item.timeZone);
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger,
      description: `${item.title}: ${dueText({ daysLeft: lead, overdue: false })}`,
    });
  }
}

/** The whole personal feed: every dated item plus the national calendar. */
export function buildFeed(items: TimelineItem[], graduationYear: number, options: FeedOptions): string {
  const calendar = ical({
    name: 'CampusPath deadlines',
    prodId: PRODUCT_ID,
    ttl: 60 * 60,
    url: `${options.publicUrl}${pagePaths.timeline.getHref()}`,
  });
  for (const item of items) addItem(calendar, item, options);
  for (const entry of nationalAdmissionsDates(graduationYear)) {
    calendar.createEvent({
      id: `national-${entry.id}-${graduationYear}@${UID_DOMAIN}`,
      start: new Date(`${entry.date}T00:00:00Z`),
      allDay: true,
      stamp: options.now,
      summary: `${entry.title} (${entry.kind === 'national' ? 'national date' : 'typical date; check each college'})`,
      description: entry.description,
    });
  }
  return calendar.toString();
}

/** One item as a calendar file (the "Add to calendar" download). */
export function buildItemFile(item: TimelineItem, options: FeedOptions): string {
  const calendar = ical({ prodId: PRODUCT_ID });
  addItem(calendar, item, options);
  return calendar.toString();
}

/** A new feed id (stored) and the secret URL token built from it (never stored). */
export const newFeedId = randomTokenId;
export const feedToken = (secret: string, feedId: string): string => signToken(secret, 'calendar-feed', feedId);
/** The feed id inside a token that this server signed, or null. */
export const feedIdFromToken = (secret: string, token: string): string | null => verifyToken(secret, 'calendar-feed', token);

export function feedUrls(publicUrl: string, token: string): { url: string; webcalUrl: string } {
  const url = `${publicUrl}/api/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
}
