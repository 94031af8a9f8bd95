/**
 * When a dated item is due, and how many days are left, in the time zone that owns it.
 *
 * A deadline is stored as a calendar date plus a time zone: the school's for applications, the
 * student's own for essays, letters and tasks. "Due" means 11:59 pm on that date in that zone.
 * "Days left" counts calendar days from today *in that zone* to the date, so a Californian with
 * a November 1 deadline at a school in Atlanta sees "Due today" until 8:59 pm Pacific (11:59 pm
 * Eastern) and "Overdue" after that. Daylight-saving changes never shift a count, because only
 * calendar days in the zone are compared, never 24-hour spans.
 * Zod-free, shared by the API (scheduler, feed, bell) and the web. The zone arithmetic is the
 * runtime's own Intl (no time-zone library): the web's public pages load this file with the
 * application terms, so every byte of it is paid on their first load.
 */

/** The wall-clock time at which a deadline falls due, in its own zone. */
export const DUE_HOUR = 23;
export const DUE_MINUTE = 59;

/** The zone used when a student has not chosen one yet (the web saves the browser's zone on first visit). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const DAY_MS = 86_400_000;

const datePart = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and the
// scheduler asks about the same few zones for every student.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall clock in `timeZone` at instant `epochMs`. */
function wallClock(epochMs: number, timeZone: string) {
  const clock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type in clock) clock[part.type as keyof typeof clock] = Number(part.value);
  }
  return clock;
}

/** How far `timeZone`'s wall clock is ahead of UTC at instant `epochMs`, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(epochMs, timeZone);
  const wholeSeconds = Math.floor(epochMs / 1000) * 1000;
  return Date.UTC(year, month - 1, day, hour, minute, second) - wholeSeconds;
}

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

// Due instants already worked out, by zone and date: each takes up to four readings of the zone's
// clock, and a page of students asks for the same few hundred dates in the same few zones (the
// scheduler's tick spent most of its own time here). Bounded: emptied when full.
const dueInstants = new Map<string, number>();
const DUE_INSTANTS_KEPT = 8192;

/** The instant an item dated `isoDate` is due: 11:59 pm on that date in `timeZone`. */
export function dueInstant(isoDate: string, timeZone: string): Date {
  const key = `${timeZone} ${isoDate}`;
  let instant = dueInstants.get(key);
  if (instant === undefined) {
    instant = instantAt(isoDate, DUE_HOUR, DUE_MINUTE, timeZone).getTime();
    if (dueInstants.size >= DUE_INSTANTS_KEPT) dueInstants.clear();
    dueInstants.set(key, instant);
  }
  return new Date(instant);
}

/** The instant of `hh:mm` on `isoDate` in `timeZone` (for calendar alarms at a sensible hour). */
export function instantAt(isoDate: string, hour: number, minute: number, timeZone: string): Date {
  const { year, month, day } = datePart(isoDate);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offsets a day before and a day after: the wall time is read with one of them. As
  // Temporal's "compatible" reading: a time the clocks go back over (1:30 am, twice) is the first
  // one; a time they skip (2:30 am as they go forward) is read with the offset before the change,
  // so it lands an hour later.
  const [before, after] = [wall - offsetAt(wall - DAY_MS, timeZone), wall - offsetAt(wall + DAY_MS, timeZone)];
  const fits = (instant: number) => instant + offsetAt(instant, timeZone) === wall;
  if (fits(before) && fits(after)) return new Date(Math.min(before, after));
  if (fits(before) || fits(after)) return new Date(fits(before) ? before : after);
  return new Date(Math.max(before, after));
}

// The last date read in each zone and the instant it was read at: a tick, or a page of a
// student's items, asks for today in the same zone at the same instant once per item.
const lastDates = new Map<string, { at: number; date: string }>();

/** The calendar date (YYYY-MM-DD) at instant `now` in `timeZone`. */
export function dateIn(timeZone: string, now: Date): string {
  const at = now.getTime();
  const last = lastDates.get(timeZone);
  if (last?.at === at) return last.date;
  const { year, month, day } = wallClock(at, timeZone);
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // One entry per zone asked about (a few hundred zones exist), so the map stays small.
  lastDates.set(timeZone, { at, date });
  return date;
}

/** Minutes since local midnight at `now` in `timeZone` (quiet hours). */
export function minutesIn(timeZone: string, now: Date): number {
  const { hour, minute } = wallClock(now.getTime(), timeZone);
  return hour * 60 + minute;
}

/** ISO weekday 1 (Monday) to 7 (Sunday) at `now` in `timeZone`. */
export function weekdayIn(timeZone: string, now: Date): number {
  const { year, month, day } = wallClock(now.getTime(), timeZone);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Whole calendar days from ISO date `from` to ISO date `to` (both read as UTC dates, so no zone shifts them). */
function daysBetween(from: string, to: string): number {
  const utc = (isoDate: string) => {
    const { year, month, day } = datePart(isoDate);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / DAY_MS);
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
  const daysLeft = daysBetween(dateIn(timeZone, now), isoDate);
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
    zoneNameFormatter(timeZone)
      .formatToParts(due)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `11:59 pm ${zoneName}`;
}

// Kept per zone like the wall-clock formatters above: a reminder tick labels thousands of deadlines.
const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneNameFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneNameFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNameFormatters.set(timeZone, formatter);
  }
  return formatter;
}
