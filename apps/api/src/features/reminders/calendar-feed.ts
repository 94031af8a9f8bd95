import type { I18n } from '@lingui/core';
import ical, { ICalAlarmType, type ICalCalendar } from 'ical-generator';
import { nationalAdmissionsDates } from '@campuspath/contract/admissions-calendar';
import { addDaysIso, instantAt } from '@campuspath/contract/deadline-time';
import { datedItemPath, pagePaths } from '@campuspath/contract/page-paths';
import { ALARM_HOUR } from '@campuspath/contract/reminders-terms';
import type { TimelineItem } from '@campuspath/contract/timeline';
import { dueStatus, dueTime } from '../../lib/i18n/due-words.ts';
import { localePath } from '../../lib/i18n/email-i18n.ts';
import { nationalDateDescription, nationalDateTitle } from '../../lib/i18n/national-date-words.ts';
import { itemTitle } from '../../lib/i18n/item-title.ts';
import { randomTokenId, signToken, verifyToken } from '../../lib/signed-tokens.ts';

/**
 * iCalendar (RFC 5545) for the personal feed and single-item downloads, written by ical-generator.
 * - Each of the student's items is a 30-minute event ending at its due instant (11:29 to 11:59 pm
 *   in its zone, in UTC; a 1-minute event from 11:59 read as a glitch in calendars and
 *   spilled past midnight), with one VALARM per lead time at 9:00 am local that many days before, left out once that
 *   moment has passed (a calendar would otherwise ring at once for every past reminder).
 * - UIDs are `{kind}-{id}@campuspath`, stable across edits, so a changed date updates the event
 *   in the student's calendar instead of adding a second one. Each edit moves LAST-MODIFIED
 *   (and DTSTAMP, which means the same without a METHOD, section 3.8.7.2) to the row's
 *   updated_at, and SEQUENCE one up for every change a calendar can see (calendar-sequences.ts):
 *   it only grows, even for two edits in one second.
 * - Nothing depends on the moment of the request except which alarms have passed, so the same
 *   data gives the same bytes, and ETags hold.
 * - National dates of the graduation year are all-day events without alarms, stamped with the
 *   feed's creation.
 * - The words CampusPath writes (the calendar's name, "due by", "(done)", the alarms, the sample
 *   note) are in the feed owner's language (`options.i18n`, docs/i18n.md), and its links open the
 *   pages in it; the items' titles are as the timeline writes them, college names as published.
 */
const productId = (i18n: I18n) => ({ company: 'CampusPath', product: 'Deadlines', language: i18n.locale === 'es' ? 'ES' : 'EN' });
const UID_DOMAIN = 'campuspath';
const CRLF = '\r\n';
/** How long an item's event lasts, ending at its due instant. */
const EVENT_MINUTES = 30;

export const eventUid = (item: Pick<TimelineItem, 'kind' | 'id'>): string => `${item.kind}-${item.id}@${UID_DOMAIN}`;

/** When an item's row was created and last edited (ISO instants). */
export interface ItemRevision {
  createdAt: string;
  updatedAt: string;
}

/** Kinds of dated item that are dates of an application row. */
const APPLICATION_DATES = new Set<TimelineItem['kind']>(['decision', 'reply', 'waitlist']);

/** The row an item comes from, as `{table kind}:{id}`: a decision, reply or waitlist date is its application's. */
export const revisionKey = (item: Pick<TimelineItem, 'kind' | 'id'>): string =>
  `${APPLICATION_DATES.has(item.kind) ? 'application' : item.kind}:${item.id}`;

export interface FeedOptions {
  /** The feed owner's language (`emailI18n(users.locale)`). */
  i18n: I18n;
  publicUrl: string;
  leadDays: number[];
  /** Reminders ring only when the student keeps the calendar channel on; false leaves alarms out. */
  alarms: boolean;
  now: Date;
  /** Each item's revision, by revisionKey(). */
  revisions: ReadonlyMap<string, ItemRevision>;
  /** Each event's SEQUENCE, by `{kind}:{id}` (calendar-sequences.ts); 0 when absent. */
  sequences: ReadonlyMap<string, number>;
}

/** The instants the item's alarms ring at (one per lead time); none for done items and decisions. */
export function alarmTriggers(item: TimelineItem, options: Pick<FeedOptions, 'leadDays' | 'alarms'>): { lead: number; trigger: Date }[] {
  if (!options.alarms || item.completed || item.kind === 'decision') return [];
  return options.leadDays.map((lead) => ({ lead, trigger: instantAt(addDaysIso(item.date, -lead), ALARM_HOUR, 0, item.timeZone) }));
}

function addItem(calendar: ICalCalendar, item: TimelineItem, options: FeedOptions): void {
  const { i18n } = options;
  const due = new Date(item.dueAt);
  const link = `${options.publicUrl}${localePath(i18n, datedItemPath(item))}`;
  const time = dueTime(i18n, item);
  // A demo account's items are samples: the event says so beside its "Sample: " title.
  const sampleNote = item.sample
    ? `${i18n._('Sample item from the CampusPath demo: not a real deadline or decision date of any college.')}\n`
    : '';
  const revision = options.revisions.get(revisionKey(item));
  const event = calendar.createEvent({
    id: eventUid(item),
    start: new Date(due.getTime() - EVENT_MINUTES * 60_000),
    end: due,
    stamp: new Date(revision?.updatedAt ?? options.now),
    ...(revision
      ? {
          created: new Date(revision.createdAt),
          lastModified: new Date(revision.updatedAt),
          sequence: options.sequences.get(`${item.kind}:${item.id}`) ?? 0,
        }
      : {}),
    summary: item.completed ? i18n._('{title} (done)', { title: itemTitle(i18n, item) }) : itemTitle(i18n, item),
    description: `${sampleNote}${item.kind === 'decision' ? i18n._('Expected by {time}.', { time }) : i18n._('Due by {time}.', { time })}\n${link}`,
    url: link,
  });
  for (const { lead, trigger } of alarmTriggers(item, options)) {
    if (trigger.getTime() <= options.now.getTime()) continue;
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger,
      description: i18n._('{title}: {status}', {
        title: itemTitle(i18n, item),
        status: dueStatus(i18n, { daysLeft: lead, overdue: false }),
      }),
    });
  }
}

/** The calendar as text, ending with CRLF as every content line must (section 3.1). */
const finish = (calendar: ICalCalendar): string => {
  const text = calendar.toString();
  return text.endsWith(CRLF) ? text : `${text}${CRLF}`;
};

/** The whole personal feed: every dated item plus the national calendar; `feedCreatedAt` stamps the national dates. */
export function buildFeed(items: TimelineItem[], graduationYear: number, feedCreatedAt: Date, options: FeedOptions): string {
  const { i18n } = options;
  const calendar = ical({
    name: i18n._('CampusPath deadlines'),
    prodId: productId(i18n),
    ttl: 60 * 60,
    url: `${options.publicUrl}${localePath(i18n, pagePaths.timeline.getHref())}`,
  });
  for (const item of items) addItem(calendar, item, options);
  for (const entry of nationalAdmissionsDates(graduationYear)) {
    calendar.createEvent({
      id: `national-${entry.id}-${graduationYear}@${UID_DOMAIN}`,
      start: new Date(`${entry.date}T00:00:00Z`),
      allDay: true,
      stamp: feedCreatedAt,
      summary:
        entry.kind === 'national'
          ? i18n._('{title} (national date)', { title: nationalDateTitle(i18n, entry) })
          : i18n._('{title} (check each college)', { title: nationalDateTitle(i18n, entry) }),
      description: nationalDateDescription(i18n, entry, graduationYear),
    });
  }
  return finish(calendar);
}

/** One item as a calendar file (the "Add to calendar" download). */
export function buildItemFile(item: TimelineItem, options: FeedOptions): string {
  const calendar = ical({ prodId: productId(options.i18n) });
  addItem(calendar, item, options);
  return finish(calendar);
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
