import type { DeadlineKind } from './deadlines-terms.ts';
/**
 * Reminder terms without zod (see reminders.ts for the schemas). The bell, the
 * calendar feed and the email scheduler all read the same lead times and the same stage rule,
 * so a student sees one consistent story in every channel.
 */

/** Days before a deadline at which the student is reminded, by default. */
export const DEFAULT_LEAD_DAYS = [30, 14, 7, 3, 1] as const;
export const LEAD_DAYS_MIN = 1;
export const LEAD_DAYS_MAX = 365;
export const LEAD_DAYS_MAX_COUNT = 8;

/** POST /api/notifications/read takes at most this many keys at once (or `all`). */
export const NOTIFICATION_READ_KEYS_MAX = 200;
/** A key that names none of the student's current notifications (nothing else is stored). */
export const UNKNOWN_NOTIFICATION_MESSAGE =
  /*i18n*/ 'This notification is not in your bell any more (it may have changed). Refresh and try again.';

export const REMINDER_CHANNELS = ['inApp', 'email', 'calendar'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
export const REMINDER_CHANNEL_LABELS: Record<ReminderChannel, string> = {
  inApp: 'In the app (the bell)',
  email: 'Email',
  calendar: 'Calendar feed',
};

/** Quiet hours by default: no email between 9 pm and 8 am in the student's time zone. */
export const DEFAULT_QUIET_HOURS = { start: '21:00', end: '08:00' } as const;

/** The weekly digest goes out on Monday (ISO weekday 1) from this local time, outside quiet hours. */
export const DIGEST_WEEKDAY = 1;
export const DIGEST_FROM_MINUTES = 8 * 60;
/** The digest lists what is due within this many days, plus anything overdue. */
export const DIGEST_WINDOW_DAYS = 14;

/**
 * Batching: a newly added item's first reminder is not sent at once but joins the next
 * daily summary, which goes out when the student's quiet hours end (at DAILY_SUMMARY_FROM without
 * quiet hours), unless the item is due within URGENT_REMINDER_DAYS. Whatever one scheduler tick
 * sends a student goes out as one email.
 */
export const URGENT_REMINDER_DAYS = 2;
export const DAILY_SUMMARY_FROM = '08:00';

/** Calendar alarms ring at this local hour, N days before the deadline. */
export const ALARM_HOUR = 9;

/** What a one-click unsubscribe link turns off. */
export const UNSUBSCRIBE_CHANNELS = ['email', 'digest'] as const;
export type UnsubscribeChannel = (typeof UNSUBSCRIBE_CHANNELS)[number];
export const UNSUBSCRIBE_CHANNEL_LABELS: Record<UnsubscribeChannel, string> = {
  email: 'reminder emails',
  digest: 'the weekly digest',
};
/** How long an unsubscribe link in an email works, from when the email was written. */
export const UNSUBSCRIBE_LINK_DAYS = 60;
/** Why a signed unsubscribe link is refused (the API's `error` codes): an old link, or a setting changed since. */
export const UNSUBSCRIBE_LINK_EXPIRED = 'link_expired';
export const UNSUBSCRIBE_LINK_OUTDATED = 'link_outdated';

/**
 * The reminder stage an item is in: the smallest lead time not below the days left (an item
 * 5 days away is in its 7-day stage), 'overdue' once past due, or null while it is further away
 * than every lead time. Each stage is one notification in the bell and at most one email.
 */
export function reminderStage(daysLeft: number, overdue: boolean, leadDays: readonly number[]): number | 'overdue' | null {
  if (overdue) return 'overdue';
  let stage: number | null = null;
  for (const lead of leadDays) if (lead >= daysLeft && (stage === null || lead < stage)) stage = lead;
  return stage;
}

/** "HH:MM" to minutes since midnight. */
export const clockMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** True when `minutes` (since local midnight) falls in quiet hours [start, end), which may wrap midnight. */
export function inQuietHours(minutes: number, quiet: { start: string; end: string } | null): boolean {
  if (!quiet) return false;
  const start = clockMinutes(quiet.start);
  const end = clockMinutes(quiet.end);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** GET /api/calendar/items/{kind}/{id}.ics: one dated item as a calendar file ("Add to calendar"). */
export const calendarItemFileUrl = (kind: DeadlineKind, id: string): string => `/api/calendar/items/${kind}/${encodeURIComponent(id)}.ics`;
