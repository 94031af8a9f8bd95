import { dueTimeLabel } from '@campuspath/contract/deadline-time';
import { activeLocale } from './locale.ts';
import { renderNow, renderTimeZone } from './render-moment.ts';

/*
 * Every date the web shows is written here, through Intl for the active locale (lib/locale.ts),
 * so a second language needs no change at the call sites. Two kinds of input:
 * - a calendar day ("2026-11-01": a deadline, a due date), the same day wherever the reader is,
 *   so it is written in UTC and never shifts by the device's time zone;
 * - an instant (an ISO timestamp: when something was saved, imported, viewed), written on this
 *   device's calendar and clock.
 */

/** How much of a date to write, en-US examples for November 1, 2026. */
const DAY_STYLES = {
  /** Nov 1 */
  short: { month: 'short', day: 'numeric' },
  /** Nov 1, 2026 */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** November 1, 2026 */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  /** November 1 */
  monthDay: { month: 'long', day: 'numeric' },
  /** Sun, Nov 1, 2026 */
  weekday: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** Sunday, November 1 */
  weekdayMonthDay: { weekday: 'long', month: 'long', day: 'numeric' },
  /** Sunday, November 1, 2026 */
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** November 2026 */
  month: { month: 'long', year: 'numeric' },
  /** Nov */
  shortMonth: { month: 'short' },
  /** 1 */
  dayOfMonth: { day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DAY_STYLES;

/** A calendar day: "YYYY-MM-DD", or a Date standing for its day on this device's calendar (a month grid's cells). */
export type CalendarDay = string | Date;

// Formatters are costly to build and a month grid writes dozens of dates: one per locale, options and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** Midnight UTC of the calendar day, so formatting in UTC writes exactly that day. */
function utcMidnight(day: CalendarDay): number {
  if (day instanceof Date) return Date.UTC(day.getFullYear(), day.getMonth(), day.getDate());
  const [year, month, date] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

/** A calendar day ("Nov 1, 2026" by default; see DAY_STYLES), the same wherever the reader is. */
export function formatDay(day: CalendarDay, style: DateStyle = 'medium', locale = activeLocale()): string {
  return formatter(locale, DAY_STYLES[style], 'UTC').format(utcMidnight(day));
}

/** The day of an instant on this device's calendar ("Nov 20, 2026"; "Nov 20" with 'short'). */
export function formatDate(instant: string, style: DateStyle = 'medium', locale = activeLocale()): string {
  return formatter(locale, DAY_STYLES[style], renderTimeZone()).format(new Date(instant));
}

/** The time of an instant on this device's clock ("3:05 PM"). */
export function formatTime(instant: string, locale = activeLocale()): string {
  return formatter(locale, { hour: 'numeric', minute: '2-digit' }, renderTimeZone()).format(new Date(instant));
}

/** Day and time of an instant on this device ("Nov 20, 2026, 3:05 PM"). */
export function formatDateTime(instant: string, locale = activeLocale()): string {
  return formatter(locale, { dateStyle: 'medium', timeStyle: 'short' }, renderTimeZone()).format(new Date(instant));
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago an instant was, in its largest whole unit ("5 minutes ago", "yesterday", "last month"). */
export function formatTimeAgo(instant: string, now: Date = renderNow(), locale = activeLocale()): string {
  const seconds = Math.round((new Date(instant).getTime() - now.getTime()) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.trunc(seconds / size), unit);
}

/** The weekday names from Sunday, for a calendar's column headers ("Sunday"; "Sun" short; "S" narrow). */
export function weekdayNames(width: 'long' | 'short' | 'narrow' = 'long', locale = activeLocale()): string[] {
  // January 4, 1970 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => formatter(locale, { weekday: width }, 'UTC').format(Date.UTC(1970, 0, 4 + index)));
}

/** When an item dated `day` falls due in its own zone ("11:59 pm EST"), the words the API's emails use too. */
export const formatDueTime = (day: string, timeZone: string): string => dueTimeLabel(day, timeZone);

/** A Date's day on this device's calendar as YYYY-MM-DD (API parameters, keys, `<time dateTime>`). */
// Written by hand: date-fns's format() brings every pattern token's formatter (about 5 KB gzipped)
// to each page that writes a date.
export const toIsoDay = (date: Date): string =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Today as YYYY-MM-DD: the student's calendar day, not UTC's, for "days left" and "overdue". Read
 * in the render's zone (lib/render-moment.ts), so a page the server rendered and the browser's
 * first render of it name the same day wherever the device is.
 */
export function todayIso(): string {
  const timeZone = renderTimeZone();
  if (timeZone === undefined) return toIsoDay(renderNow());
  const parts = formatter('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone).formatToParts(renderNow());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * Today as a Date at midnight on this device's calendar, for code that reads a day's year, month
 * and date (a month grid, the entry year): the same day as todayIso(), so server and browser agree.
 */
export function renderToday(): Date {
  const [year, month, date] = todayIso().split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** True when a Date standing for a day on this device's calendar is today (see todayIso). */
export const isRenderToday = (day: Date): boolean => toIsoDay(day) === todayIso();
