import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';

/**
 * Rows written straight to the tables, for tests and benchmarks that need hundreds or thousands of
 * students (signing each up would spend the time hashing passwords). One place, so the test of a
 * tick's cost and `bench:scale` build the same students.
 */

/** Long before any test's today: when direct rows were created, sent or verified. */
export const LONG_AGO = '2020-01-01T00:00:00.000Z';

/** A verified student account that cannot sign in. */
export const studentRow = (id: string, email: string, name: string, now: string): Insertable<Database['users']> => ({
  id,
  email,
  name,
  password_hash: 'not-a-hash',
  graduation_year: 2027,
  is_demo: 0,
  expires_at: null,
  created_at: LONG_AGO,
  updated_at: now,
  email_verified_at: LONG_AGO,
  pending_email: null,
});

/** Reminder settings with every channel on and the usual lead days, unless `overrides` says otherwise. */
export const reminderSettingsRow = (
  userId: string,
  timeZone: string,
  now: string,
  overrides: Partial<Insertable<Database['reminder_settings']>> = {},
): Insertable<Database['reminder_settings']> => ({
  user_id: userId,
  lead_days: '[30,14,7,3,1]',
  max_lead_days: 30,
  in_app: 1,
  email: 1,
  calendar: 1,
  quiet_start: null,
  quiet_end: null,
  weekly_digest: 0,
  time_zone: timeZone,
  feed_id: null,
  feed_created_at: null,
  updated_at: now,
  ...overrides,
});

/** A student's own task due on `dueDate` (YYYY-MM-DD), open or done. */
export const taskRow = (userId: string, dueDate: string, completed: 0 | 1, title: string, now: string): Insertable<Database['tasks']> => ({
  id: newId(),
  user_id: userId,
  title,
  due_date: dueDate,
  category: 'other',
  priority: 'medium',
  completed,
  notes: '',
  created_at: LONG_AGO,
  updated_at: now,
  assigned_by: null,
  assigned_by_name: null,
});

/** A reminder email sent long ago about a task long gone (`day` 1-28 of January 2020): the ledger's history. */
export const pastReminderRow = (userId: string, day: number): Insertable<Database['reminder_deliveries']> => {
  const date = `2020-01-${String(day).padStart(2, '0')}`;
  return {
    id: newId(),
    user_id: userId,
    delivery_key: `email:task:${newId()}:${date}:7`,
    item_key: `task:${newId()}:${date}`,
    days_left: 7,
    status: 'sent',
    claimed_by: 'earlier',
    claimed_at: LONG_AGO,
    attempts: 1,
    sent_at: LONG_AGO,
    last_error: null,
  };
};
