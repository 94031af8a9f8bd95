import type { Insertable, Kysely } from 'kysely';
import type { Database, ReminderSettingsTable } from '../../db/schema.ts';

/**
 * The store of the reminder_settings and notification_reads tables (db/table-owners.ts): each
 * student's reminder settings (one row, written on first change; reminder-settings.ts fills in
 * the defaults) and which bell notifications they have read. Deliveries are in
 * reminder-deliveries.store.ts.
 */
export async function findSettingsRow(db: Kysely<Database>, userId: string) {
  return db.selectFrom('reminder_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The zones the users saved with their reminder settings (users who saved none are absent). */
export async function listSavedTimeZones(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reminder_settings')
    .select(['user_id', 'time_zone'])
    .where('user_id', 'in', userIds)
    .where('time_zone', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.time_zone!]));
}

/** The settings row of the calendar feed `feedId` names, if any. */
export async function findSettingsByFeedId(db: Kysely<Database>, feedId: string) {
  return db.selectFrom('reminder_settings').selectAll().where('feed_id', '=', feedId).executeTakeFirst();
}

/** The columns a change of settings may write (the switching times and feed validators are kept here). */
export type SettingsPatch = Partial<
  Omit<ReminderSettingsTable, 'user_id' | 'updated_at' | 'email_changed_at' | 'digest_changed_at' | 'feed_etag' | 'feed_changed_at'>
>;
export type SettingsDefaults = Omit<Insertable<ReminderSettingsTable>, 'user_id' | 'updated_at'>;

/** The channels whose switching time is kept (unsubscribe.ts), with the value a student starts from. */
const SWITCHES = [
  { column: 'email', changedAt: 'email_changed_at', initial: 1 },
  { column: 'weekly_digest', changedAt: 'digest_changed_at', initial: 0 },
] as const;

/**
 * Upserts the student's row, starting from `defaults`, with `patch` applied. A channel that the
 * patch switches (on to off or back) gets its changed-at time; writing the value it already has
 * (a full settings form saved for another reason) keeps it.
 */
export async function writeSettingsRow(db: Kysely<Database>, userId: string, defaults: SettingsDefaults, patch: SettingsPatch, now: Date) {
  const updatedAt = now.toISOString();
  const switched = SWITCHES.filter(({ column }) => patch[column] !== undefined);
  await db
    .insertInto('reminder_settings')
    .values({
      user_id: userId,
      ...defaults,
      ...patch,
      ...Object.fromEntries(switched.map(({ column, changedAt, initial }) => [changedAt, patch[column] === initial ? null : updatedAt])),
      updated_at: updatedAt,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({
        ...patch,
        ...Object.fromEntries(
          switched.map(({ column, changedAt }) => [
            changedAt,
            eb
              .case()
              .when(`reminder_settings.${column}`, '!=', patch[column]!)
              .then(updatedAt)
              .else(eb.ref(`reminder_settings.${changedAt}`))
              .end(),
          ]),
        ),
        updated_at: updatedAt,
      })),
    )
    .execute();
}

/** Gives the student a calendar feed id, unless they have one (two first reads agree on one). */
export async function setFeedIdIfNone(db: Kysely<Database>, userId: string, feedId: string, at: string): Promise<void> {
  await db
    .updateTable('reminder_settings')
    .set({ feed_id: feedId, feed_created_at: at })
    .where('user_id', '=', userId)
    .where('feed_id', 'is', null)
    .execute();
}

/** Remembers the feed's last served ETag and when its content became that (its Last-Modified). */
export async function recordFeedEtag(db: Kysely<Database>, userId: string, etag: string, at: string): Promise<void> {
  await db.updateTable('reminder_settings').set({ feed_etag: etag, feed_changed_at: at }).where('user_id', '=', userId).execute();
}

/** The largest lead time anyone has set (one index lookup on max_lead_days); 0 with no settings. */
export async function widestLeadDays(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('reminder_settings')
    .select((eb) => eb.fn.max('max_lead_days').as('widest'))
    .executeTakeFirst();
  return Number(row?.widest ?? 0);
}

/** The keys of the bell notifications the student has read. */
export async function listReadKeys(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('notification_reads').select('key').where('user_id', '=', userId).execute();
  return rows.map((row) => row.key);
}

/** Marks these notifications read (marking one twice keeps the first time). */
export async function insertReadKeys(db: Kysely<Database>, userId: string, keys: readonly string[], readAt: string): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('notification_reads')
    .values(keys.map((key) => ({ user_id: userId, key, read_at: readAt })))
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .execute();
}
