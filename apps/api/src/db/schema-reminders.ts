/** Table types of reminders: their settings, the calendar feed's sequences, what was read and what was sent. */

/** An event's SEQUENCE in the calendar feed and what it said when it was served (migration 0014). */
export interface CalendarSequencesTable {
  user_id: string;
  /** features/reminders/calendar-feed.ts, revisionKey: `{kind}:{id}`. */
  item_key: string;
  fingerprint: string;
  sequence: number;
}

export interface ReminderSettingsTable {
  user_id: string;
  /** JSON array of days, descending. */
  lead_days: string;
  in_app: number;
  email: number;
  calendar: number;
  /** HH:MM; both null when quiet hours are off. */
  quiet_start: string | null;
  quiet_end: string | null;
  weekly_digest: number;
  /** IANA zone; null until the student or their browser sets one. */
  time_zone: string | null;
  feed_id: string | null;
  feed_created_at: string | null;
  updated_at: string;
  /** The largest of lead_days (0 when empty), for the scheduler's window (migration 0006). */
  max_lead_days: number;
  /** When reminder emails / the digest were last switched (migration 0007); unsubscribe links issued earlier no longer act. */
  email_changed_at: string | null;
  digest_changed_at: string | null;
  /** The calendar feed's last served ETag and when its content became that (its Last-Modified). */
  feed_etag: string | null;
  feed_changed_at: string | null;
}

export interface NotificationReadsTable {
  user_id: string;
  key: string;
  read_at: string;
}

export type DeliveryStatus = 'claimed' | 'sent' | 'failed' | 'skipped';

export interface ReminderDeliveriesTable {
  id: string;
  user_id: string;
  delivery_key: string;
  item_key: string | null;
  days_left: number | null;
  status: DeliveryStatus;
  claimed_by: string;
  claimed_at: string;
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
}
