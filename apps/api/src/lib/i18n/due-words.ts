import type { I18n } from '@lingui/core';
import type { TimelineItem } from '@campuspath/contract/timeline';
import { intlLocaleOf } from './email-i18n.ts';

/**
 * When an item is due and how far off, in the reader's language (docs/i18n.md): dates written by
 * `Intl` for the language in the item's own zone, as the parent's digest has them, for every email
 * and calendar text about a dated item.
 */

// A tick writes thousands of dates: one formatter per language, zone and kind, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
const OPTIONS: Record<'day' | 'date' | 'time', Intl.DateTimeFormatOptions> = {
  day: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
};
function formatter(locale: string, timeZone: string, kind: keyof typeof OPTIONS): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${kind}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone, ...OPTIONS[kind] });
    formatters.set(key, found);
  }
  return found;
}

type Dated = Pick<TimelineItem, 'dueAt' | 'timeZone'>;

/** "11:59 PM EST" / "11:59 p.m. EST": the due time in the item's zone. */
export function dueTime(i18n: I18n, item: Dated): string {
  return formatter(intlLocaleOf(i18n), item.timeZone, 'time').format(new Date(item.dueAt));
}

/** "Sunday, November 1, 2026 at 11:59 PM EST" / "domingo, 1 de noviembre de 2026, 11:59 p.m. EST". */
export function whenDue(i18n: I18n, item: Dated): string {
  const day = formatter(intlLocaleOf(i18n), item.timeZone, 'day').format(new Date(item.dueAt));
  return i18n._('{day} at {time}', { day, time: dueTime(i18n, item) });
}

/**
 * A calendar date without a time (a letter's deadline, `2026-12-04`) as written in the language:
 * "Friday, December 4, 2026" / "viernes, 4 de diciembre de 2026", or without the weekday.
 */
export function calendarDay(i18n: I18n, isoDate: string, { weekday = true } = {}): string {
  // Noon UTC of that date, written in UTC: the same calendar day whatever the server's zone.
  return formatter(intlLocaleOf(i18n), 'UTC', weekday ? 'day' : 'date').format(new Date(`${isoDate}T12:00:00Z`));
}

/** "overdue by 3 days", "due today", "5 days left", in running text. */
export function dueStatus(i18n: I18n, { daysLeft, overdue }: Pick<TimelineItem, 'daysLeft' | 'overdue'>): string {
  if (overdue) return daysLeft <= -2 ? i18n._('overdue by {days} days', { days: -daysLeft }) : i18n._('overdue');
  if (daysLeft === 0) return i18n._('due today');
  if (daysLeft === 1) return i18n._('due tomorrow');
  return i18n._('{days} days left', { days: daysLeft });
}
