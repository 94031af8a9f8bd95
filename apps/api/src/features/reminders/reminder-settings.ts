import type { Kysely } from 'kysely';
import { DEFAULT_TIME_ZONE } from '@campuspath/contract/deadline-time';
import type { ReminderSettingsInput } from '@campuspath/contract/reminders';
import { DEFAULT_LEAD_DAYS, DEFAULT_QUIET_HOURS, LEAD_DAYS_MAX, LEAD_DAYS_MIN } from '@campuspath/contract/reminders-terms';
import type { Database, ReminderSettingsTable } from '../../db/schema.ts';
import { findSettingsRow, writeSettingsRow, type SettingsPatch } from './reminders.store.ts';

/** A student's reminder settings with the defaults filled in (a student who never opened settings has no row). */
export interface ResolvedSettings {
  leadDays: number[];
  channels: { inApp: boolean; email: boolean; calendar: boolean };
  quietHours: { start: string; end: string } | null;
  weeklyDigest: boolean;
  timeZone: string;
  timeZoneSaved: boolean;
  feedId: string | null;
  feedCreatedAt: string | null;
}

/** Email reminders and the calendar feed are on by default; the digest is opt-in. */
export const DEFAULT_SETTINGS: ResolvedSettings = {
  leadDays: [...DEFAULT_LEAD_DAYS],
  channels: { inApp: true, email: true, calendar: true },
  quietHours: { ...DEFAULT_QUIET_HOURS },
  weeklyDigest: false,
  timeZone: DEFAULT_TIME_ZONE,
  timeZoneSaved: false,
  feedId: null,
  feedCreatedAt: null,
};

function parseLeadDays(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) {
      const days = value.filter((day): day is number => Number.isInteger(day) && day >= LEAD_DAYS_MIN && day <= LEAD_DAYS_MAX);
      return days.sort((a, b) => b - a);
    }
  } catch {
    // fall through to the defaults
  }
  return [...DEFAULT_LEAD_DAYS];
}

/** The largest lead time (0 with none): stored beside the list as max_lead_days for the scheduler's window. */
export const largestLeadDays = (leadDays: readonly number[]): number => Math.max(0, ...leadDays);

export function resolveSettings(row: ReminderSettingsTable | undefined): ResolvedSettings {
  if (!row) return { ...DEFAULT_SETTINGS, leadDays: [...DEFAULT_SETTINGS.leadDays], channels: { ...DEFAULT_SETTINGS.channels } };
  return {
    leadDays: parseLeadDays(row.lead_days),
    channels: { inApp: row.in_app === 1, email: row.email === 1, calendar: row.calendar === 1 },
    quietHours: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
    weeklyDigest: row.weekly_digest === 1,
    timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
    timeZoneSaved: row.time_zone !== null,
    feedId: row.feed_id,
    feedCreatedAt: row.feed_created_at,
  };
}

export async function readSettings(db: Kysely<Database>, userId: string): Promise<ResolvedSettings> {
  return resolveSettings(await findSettingsRow(db, userId));
}

/**
 * Upserts the student's row, starting from the defaults, with `patch` applied (a switched channel
 * gets its changed-at time: reminders.store.ts).
 */
export async function writeSettings(db: Kysely<Database>, userId: string, patch: SettingsPatch, now: Date): Promise<void> {
  const defaults = DEFAULT_SETTINGS;
  await writeSettingsRow(
    db,
    userId,
    {
      lead_days: JSON.stringify(defaults.leadDays),
      max_lead_days: largestLeadDays(defaults.leadDays),
      in_app: 1,
      email: 1,
      calendar: 1,
      quiet_start: defaults.quietHours?.start ?? null,
      quiet_end: defaults.quietHours?.end ?? null,
      weekly_digest: 0,
      time_zone: null,
      feed_id: null,
      feed_created_at: null,
    },
    patch,
    now,
  );
}

/** The columns a full settings form writes (parsed by reminderSettingsInputSchema: lead days sorted, unique). */
export function settingsColumns(input: ReminderSettingsInput & { leadDays: number[] }): SettingsPatch {
  return {
    lead_days: JSON.stringify(input.leadDays),
    max_lead_days: largestLeadDays(input.leadDays),
    in_app: input.channels.inApp ? 1 : 0,
    email: input.channels.email ? 1 : 0,
    calendar: input.channels.calendar ? 1 : 0,
    quiet_start: input.quietHours?.start ?? null,
    quiet_end: input.quietHours?.end ?? null,
    weekly_digest: input.weeklyDigest ? 1 : 0,
    time_zone: input.timeZone,
  };
}
