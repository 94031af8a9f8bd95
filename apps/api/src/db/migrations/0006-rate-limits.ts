import { sql, type Kysely } from 'kysely';

/**
 * State shared across API processes, so three processes behave as one:
 * - rate_limits: the counters of every rate limit (lib/rate-limits.store.ts). One row per key and
 *   fixed window; the increment is one INSERT … ON CONFLICT DO UPDATE … RETURNING, atomic on both
 *   engines. Expired rows are deleted through the expires_at index.
 * - reminder_settings.max_lead_days: the student's largest lead time (0 with none), kept beside the
 *   JSON list so the scheduler learns the widest window it must look at from one index lookup.
 *   Backfilled here from lead_days; 30 (the default list's largest) for rows written without it.
 * - Indexes on each dated item's date, then its owner and whether it is done: the scheduler reads
 *   only the students with an open item inside the window through them (reminder-candidates.ts),
 *   and the digest's subscribers through (weekly_digest, user_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_start', 'varchar(40)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_expires_at').on('rate_limits').column('expires_at').execute();

  await db.schema
    .alterTable('reminder_settings')
    .addColumn('max_lead_days', 'integer', (col) => col.notNull().defaultTo(30))
    .execute();
  const rows = await sql<{ user_id: string; lead_days: string }>`SELECT user_id, lead_days FROM reminder_settings`.execute(db);
  for (const row of rows.rows) {
    const largest = largestLead(row.lead_days);
    if (largest !== 30) await sql`UPDATE reminder_settings SET max_lead_days = ${largest} WHERE user_id = ${row.user_id}`.execute(db);
  }
  await db.schema.createIndex('reminder_settings_max_lead_days').on('reminder_settings').column('max_lead_days').execute();
  await db.schema.createIndex('reminder_settings_weekly_digest').on('reminder_settings').columns(['weekly_digest', 'user_id']).execute();

  await db.schema.createIndex('tasks_due_date').on('tasks').columns(['due_date', 'user_id', 'completed']).execute();
  await db.schema.createIndex('essays_due_date').on('essays').columns(['due_date', 'user_id', 'status']).execute();
  await db.schema.createIndex('letters_due_date').on('letters').columns(['due_date', 'user_id', 'status']).execute();
  await db.schema.createIndex('applications_deadline').on('applications').columns(['deadline', 'user_id', 'status']).execute();
}

/** The largest whole number in a lead_days JSON list (0 for an empty list); 30 when it cannot be read. */
function largestLead(text: string): number {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return 30;
    return Math.max(0, ...value.filter((day): day is number => Number.isInteger(day)));
  } catch {
    return 30;
  }
}
