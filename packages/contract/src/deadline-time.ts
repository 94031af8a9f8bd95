import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, parseISO } from 'date-fns';

/**
 * When a dated item is due, and how many days are left, in the time zone that owns it.
 *
 * A deadline is stored as a calendar date plus a time zone: the school's for applications, the
 * student's own for essays, letters and tasks. "Due" means 11:59 pm on that date in that zone.
 * "Days left" counts calendar days from today *in that zone* to the date, so a Californian with
 * a November 1 deadline at a school in Atlanta sees "Due today" until 8:59 pm Pacific (11:59 pm
 * Eastern) and "Overdue" after that. Daylight-saving changes never shift a count, because only
 * calendar days in the zone are compared, never 24-hour spans.
 * Zod-free, shared by the API (scheduler, feed, bell) and the web.
 */

/** The wall-clock time at which a deadline falls due, in its own zone. */
export const DUE_HOUR = 23;
export const DUE_MINUTE = 59;

/** The zone used when a student has not chosen one yet (the web saves the browser's zone on first visit). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const datePart = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** True when `zone` is an IANA time zone name this runtime knows ("America/Chicago"). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64 || !/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant an item dated `isoDate` is due: 11:59 pm on that date in `timeZone`. */
export function dueInstant(isoDate: string, timeZone: string): Date {
  const { year, month, day } = datePart(isoDate);
  return new Date(new TZDate(year, month - 1, day, DUE_HOUR, DUE_MINUTE, 0, 0, timeZone).getTime());
}

/** The instant of `hh:mm` on `isoDate` in `timeZone` (for calendar alarms at a sensible hour). */
export function instantAt(isoDate: string, hour: number, minute: number, timeZone: string): Date {
  const { year, month, day } = datePart(isoDate);
  return new Date(new TZDate(year, month - 1, day, hour, minute, 0, 0, timeZone).getTime());
}

/** The calendar date (YYYY-MM-DD) at instant `now` in `timeZone`. */
export function dateIn(timeZone: string, now: Date): string {
  const local = new TZDate(now.getTime(), timeZone);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
}

/** Minutes since local midnight at `now` in `timeZone` (quiet hours). */
export function minutesIn(timeZone: string, now: Date): number {
  const local = new TZDate(now.getTime(), timeZone);
  return local.getHours() * 60 + local.getMinutes();
}

/** ISO weekday 1 (Monday) to 7 (Sunday) at `now` in `timeZone`. */
export function weekdayIn(timeZone: string, now: Date): number {
  const day = new TZDate(now.getTime(), timeZone).getDay();
  return day === 0 ? 7 : day;
}

/** Shifts an ISO date by whole calendar days (no time zone involved). */
export function addDaysIso(isoDate: string, days: number): string {
  const { year, month, day } = datePart(isoDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export interface DueStatus {
  /** The instant the item is due (ISO, UTC). */
  dueAt: string;
  /** Calendar days from today in the item's zone to its date: 0 = due today, negative once the date has passed. */
  daysLeft: number;
  /** True once 11:59 pm on the date has passed in the item's zone. */
  overdue: boolean;
}

/** How an item dated `isoDate` in `timeZone` stands at instant `now`. */
export function dueStatus(isoDate: string, timeZone: string, now: Date): DueStatus {
  const due = dueInstant(isoDate, timeZone);
  const daysLeft = differenceInCalendarDays(parseISO(isoDate), parseISO(dateIn(timeZone, now)));
  const overdue = now.getTime() > due.getTime();
  return { dueAt: due.toISOString(), daysLeft: overdue ? Math.min(daysLeft, -1) : daysLeft, overdue };
}

/** "Due today", "Due tomorrow", "5 days left", "Overdue", "Overdue by 3 days". */
export function dueText({ daysLeft, overdue }: Pick<DueStatus, 'daysLeft' | 'overdue'>): string {
  if (overdue) return daysLeft <= -2 ? `Overdue by ${-daysLeft} days` : 'Overdue';
  if (daysLeft === 0) return 'Due today';
  if (daysLeft === 1) return 'Due tomorrow';
  return `${daysLeft} days left`;
}

/** "11:59 pm EST" style label of the due time in its zone ("11:59 pm GMT-10" where no abbreviation exists). */
export function dueTimeLabel(isoDate: string, timeZone: string): string {
  const due = dueInstant(isoDate, timeZone);
  const zoneName =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(due).find((part) => part.type === 'timeZoneName')
      ?.value ?? timeZone;
  return `11:59 pm ${zoneName}`;
}
