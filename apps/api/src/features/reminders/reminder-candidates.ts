import { getISOWeek, getISOWeekYear } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { Kysely } from 'kysely';
import { addDaysIso, dateIn } from '@campuspath/contract/deadline-time';
import { DEFAULT_LEAD_DAYS, DIGEST_FROM_MINUTES, DIGEST_WEEKDAY } from '@campuspath/contract/reminders-terms';
import type { Database, ReminderSettingsTable } from '../../db/schema.ts';
import { OPEN_ITEM_SOURCES, type OpenItemCursor } from '../../read-models/open-deadlines.ts';
import { listDigestSubscribers, listEmailableAccounts } from '../../read-models/reminder-recipients.ts';
import { largestLeadDays, resolveSettings, type ResolvedSettings } from './reminder-settings.ts';
import { widestLeadDays } from './reminders.store.ts';

/**
 * Which students a scheduler tick looks at: never every student, only
 * - for reminder emails, the owners of an open item due inside the widest lead time anyone has
 *   set, kept when the item is inside their own largest lead time (else no stage can be due);
 * - for the weekly digest, its subscribers while it is Monday from 8:00 somewhere on Earth, less
 *   those whose digest of this week is already out.
 * Both are read in pages of `pageSize`, through indexes (migrations 0006 and 0016).
 *
 * Zones: items fall due in the school's or the student's zone, whose calendar day is at most one
 * day before or after UTC's (offsets run from -12 h to +14 h), so the windows below are widened by
 * a day each side; the scheduler's own rules then decide on exact local days, as before.
 */
export interface Candidate {
  userId: string;
  email: string;
  name: string;
  /** The account's language: its emails are written in it. */
  locale: string;
  settings: ResolvedSettings;
}

const DEFAULT_MAX_LEAD = largestLeadDays(DEFAULT_LEAD_DAYS);

/**
 * Dates from yesterday to the widest lead time ahead (UTC, a day's margin each side). The widest is
 * one index lookup on reminder_settings.max_lead_days; students without settings have the defaults.
 */
export async function reminderWindow(db: Kysely<Database>, now: Date): Promise<{ from: string; to: string }> {
  const widest = Math.max(DEFAULT_MAX_LEAD, await widestLeadDays(db));
  const today = dateIn('UTC', now);
  return { from: addDaysIso(today, -1), to: addDaysIso(today, widest + 1) };
}

export type CandidateRow = Omit<ReminderSettingsTable, 'user_id'> & {
  user_id: string | null;
  account_id: string;
  address: string;
  account_name: string;
  account_locale: string;
};

export function candidateFrom(row: CandidateRow): Candidate {
  return {
    userId: row.account_id,
    email: row.address,
    name: row.account_name,
    locale: row.account_locale,
    settings: resolveSettings(row.user_id === null ? undefined : (row as ReminderSettingsTable)),
  };
}

/**
 * Students who may be owed a reminder email now, a page at a time: each source of open items
 * (read-models/open-deadlines.ts) is read in pages of `pageSize` items from a (date, owner) cursor,
 * and each page's owners not seen yet are looked up at once. A student is yielded once per tick,
 * whatever the number of their items; one looked up and not kept for a source is not looked up
 * again for it (its later rows are later dates, so no closer to due). The whole pass reads each
 * open item inside the window once: its cost grows with the students who have something due and
 * with nothing else.
 */
export async function* reminderCandidatePages(db: Kysely<Database>, now: Date, pageSize: number): AsyncGenerator<Candidate[]> {
  const window = await reminderWindow(db, now);
  const today = dateIn('UTC', now);
  const yielded = new Set<string>();
  for (const source of OPEN_ITEM_SOURCES) {
    const looked = new Set<string>();
    let cursor: OpenItemCursor | null = null;
    for (;;) {
      const rows = await source.page(db, window, cursor, pageSize);
      if (rows.length === 0) break;
      cursor = rows.at(-1)!;
      // Rows come in date order: a student's first row here is their earliest item of this kind.
      const firstDue = new Map<string, string>();
      for (const { userId, date } of rows) {
        if (!yielded.has(userId) && !looked.has(userId) && !firstDue.has(userId)) firstDue.set(userId, date);
      }
      for (const userId of firstDue.keys()) looked.add(userId);
      const accounts = firstDue.size === 0 ? [] : await listEmailableAccounts(db, [...firstDue.keys()]);
      const page = accounts
        .map((row) => candidateFrom(row as CandidateRow))
        .filter(
          ({ userId, settings }) =>
            settings.channels.email && firstDue.get(userId)! <= addDaysIso(today, largestLeadDays(settings.leadDays) + 1),
        );
      for (const candidate of page) yielded.add(candidate.userId);
      if (page.length > 0) yield page;
      if (rows.length < pageSize) break;
    }
  }
}

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
/** The earliest and latest UTC offsets of any zone (Pacific/Kiritimati, Etc/GMT+12). */
const MAX_OFFSET_MINUTES = 14 * 60;
const MIN_OFFSET_MINUTES = -12 * 60;

/**
 * When the digest can be due somewhere: from DIGEST_FROM_MINUTES on DIGEST_WEEKDAY in the first
 * zone to reach it until that day ends in the last (Sunday 18:00 to Tuesday 12:00 UTC). Returns
 * the instant this week's opened, or null outside it (the tick then reads no subscriber at all).
 */
export function digestWindowStart(now: Date): Date | null {
  // Minutes since Monday 00:00 UTC of this ISO week.
  const sinceMonday = ((now.getUTCDay() + 6) % 7) * MINUTES_PER_DAY + now.getUTCHours() * 60 + now.getUTCMinutes();
  const dayStart = (DIGEST_WEEKDAY - 1) * MINUTES_PER_DAY;
  const opens = dayStart + DIGEST_FROM_MINUTES - MAX_OFFSET_MINUTES;
  const closes = dayStart + MINUTES_PER_DAY - MIN_OFFSET_MINUTES;
  // Minutes since the window opened (this week's, or last week's when it opened before Monday UTC).
  const sinceOpen = (((sinceMonday - opens) % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
  if (sinceOpen >= closes - opens) return null;
  const start = new Date(now.getTime() - sinceOpen * 60_000);
  start.setUTCSeconds(0, 0);
  return start;
}

/** The ISO week ("2026-W47") in the reader's zone: each digest goes out once in each. */
export function isoWeek(settings: Pick<ResolvedSettings, 'timeZone'>, now: Date): string {
  const local = new TZDate(now.getTime(), settings.timeZone);
  return `${getISOWeekYear(local)}-W${String(getISOWeek(local)).padStart(2, '0')}`;
}

/** Digest subscribers whose digest of this week is not out yet, a page at a time; none outside the digest window. */
export async function* digestCandidatePages(db: Kysely<Database>, now: Date, pageSize: number): AsyncGenerator<Candidate[]> {
  const opened = digestWindowStart(now);
  if (!opened) return;
  const openedIso = opened.toISOString();
  let after = '';
  for (;;) {
    const rows = await listDigestSubscribers(db, after, openedIso, pageSize);
    if (rows.length === 0) return;
    after = rows.at(-1)!.account_id;
    yield rows.map((row) => candidateFrom(row as CandidateRow));
    if (rows.length < pageSize) return;
  }
}
