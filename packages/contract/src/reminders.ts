import { z } from 'zod';
import { deadlineUpdateSchema } from './checked-deadlines.ts';
import { dateTimeStringSchema } from './common.ts';
import { isValidTimeZone } from './deadline-time.ts';
import { DEADLINE_KINDS } from './deadlines-terms.ts';
import { LEAD_DAYS_MAX, LEAD_DAYS_MAX_COUNT, LEAD_DAYS_MIN, NOTIFICATION_READ_KEYS_MAX, UNSUBSCRIBE_CHANNELS } from './reminders-terms.ts';
import { timelineItemSchema } from './timeline.ts';

/**
 * Reminder settings, the bell, the calendar feed and unsubscribe links.
 * - GET/PUT /api/reminders/settings: lead times, channels, quiet hours, weekly digest, time zone.
 * - PUT /api/reminders/time-zone: the browser's zone, saved once while the student has not chosen one.
 * - POST /api/reminders/feed: a new secret feed URL; the old one answers 404 from then on.
 * - GET /api/notifications, POST /api/notifications/read: the bell.
 * - GET /api/calendar/{token}.ics (no session; the token is the secret): the personal feed.
 * - GET /api/calendar/items/{kind}/{id}.ics: one item as a file.
 * - POST /api/unsubscribe?token=…: one-click unsubscribe (RFC 8058), signed and single-purpose;
 *   links expire after UNSUBSCRIBE_LINK_DAYS and stop acting once that channel was switched since.
 * - GET /api/unsubscribe?token=…: what the link would turn off, changing nothing (the page asks first).
 */
const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: /*i18n*/ 'Use a time like 21:00' });

export const timeZoneSchema = z.string().refine(isValidTimeZone, { error: /*i18n*/ 'Choose a time zone from the list' });

export const leadDaysSchema = z
  .array(
    z
      .number({ error: /*i18n*/ 'Enter a number of days' })
      .int({ error: /*i18n*/ 'Use whole days' })
      .min(LEAD_DAYS_MIN, { error: `At least ${LEAD_DAYS_MIN} day` })
      .max(LEAD_DAYS_MAX, { error: `At most ${LEAD_DAYS_MAX} days` }),
  )
  .max(LEAD_DAYS_MAX_COUNT, { error: `At most ${LEAD_DAYS_MAX_COUNT} reminders per deadline` })
  .refine((days) => new Set(days).size === days.length, { error: /*i18n*/ 'Each lead time only once' })
  .transform((days) => [...days].sort((a, b) => b - a));

export const reminderSettingsInputSchema = z.strictObject({
  leadDays: leadDaysSchema,
  channels: z.strictObject({ inApp: z.boolean(), email: z.boolean(), calendar: z.boolean() }),
  /** No email inside [start, end) in the student's zone; null turns quiet hours off. */
  quietHours: z
    .strictObject({ start: clockSchema, end: clockSchema })
    .refine((quiet) => quiet.start !== quiet.end, { error: /*i18n*/ 'Start and end must differ', path: ['end'] })
    .nullable(),
  weeklyDigest: z.boolean(),
  timeZone: timeZoneSchema,
});
export type ReminderSettingsInput = z.input<typeof reminderSettingsInputSchema>;

export const calendarFeedSchema = z.object({
  /** https://…/api/calendar/{token}.ics */
  url: z.string(),
  /** The same URL with the webcal:// scheme, which calendar apps open as a subscription. */
  webcalUrl: z.string(),
  createdAt: dateTimeStringSchema,
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const reminderSettingsSchema = z.object({
  leadDays: z.array(z.number().int()),
  channels: z.object({ inApp: z.boolean(), email: z.boolean(), calendar: z.boolean() }),
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
  weeklyDigest: z.boolean(),
  timeZone: z.string(),
  /** False until the student (or their browser on first visit) has set a zone; the default is then America/New_York. */
  timeZoneSaved: z.boolean(),
  /** Where emails go (the account's address). */
  email: z.string(),
  /**
   * Why no email goes out even with email or the digest on: 'unverified' until the
   * address is verified, 'demo' for demo accounts (they never receive email); null when emails can go.
   */
  emailBlocked: z.enum(['unverified', 'demo']).nullable(),
  /** Null while the calendar channel is off. */
  feed: calendarFeedSchema.nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const timeZoneInputSchema = z.strictObject({ timeZone: timeZoneSchema });

/** One entry of the bell: an item in a reminder stage (a lead time crossed, or overdue). */
export const notificationSchema = z.object({
  /** Stable per item, date and stage: `${kind}:${id}:${date}:${stage}`; a new stage is a new, unread notification. */
  key: z.string(),
  stage: z.union([z.number().int(), z.literal('overdue')]),
  read: z.boolean(),
  item: timelineItemSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({
  /** False when the student turned the in-app channel off (items is then empty). */
  enabled: z.boolean(),
  unread: z.number().int(),
  items: z.array(notificationSchema),
  /**
   * Applications whose deadline differs from the one the student's counselors checked,
   * each offering the counselor's date (accept or keep mine); they stay until answered and are not
   * counted in `unread`.
   */
  deadlineUpdates: z.array(deadlineUpdateSchema),
});
export type Notifications = z.infer<typeof notificationsSchema>;

/**
 * Some notifications by key, or `all: true`. One object rather than a union, so a bad list is
 * refused naming `keys` (a union's error names only the request).
 */
export const markReadInputSchema = z
  .strictObject({
    keys: z
      .array(z.string().min(1).max(200))
      .min(1, /*i18n*/ 'Name at least one notification')
      .max(NOTIFICATION_READ_KEYS_MAX, `Mark at most ${NOTIFICATION_READ_KEYS_MAX} notifications at once`)
      .optional(),
    all: z.literal(true).optional(),
  })
  .refine((input) => (input.keys === undefined) !== (input.all === undefined), {
    error: /*i18n*/ 'Send either the keys of the notifications to mark read, or all: true',
    path: ['keys'],
  });
export type MarkReadInput = z.infer<typeof markReadInputSchema>;

export const calendarItemParamsSchema = z.strictObject({
  kind: z.enum(DEADLINE_KINDS),
  /** The row id followed by ".ics". */
  file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.ics$/, { error: 'Use {id}.ics' }),
});

export const unsubscribeQuerySchema = z.strictObject({ token: z.string().min(1).max(500) });
export const unsubscribeResultSchema = z.object({
  channel: z.enum(UNSUBSCRIBE_CHANNELS),
  /** What was turned off, in words ("reminder emails"). */
  description: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
