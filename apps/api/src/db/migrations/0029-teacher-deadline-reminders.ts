import { sql, type Kysely } from 'kysely';

/**
 * Reminders to the teacher before each college's deadline of a request they accepted
 * (features/reminders/teacher-deadline-reminders.ts). The scheduler reads, every tick, the colleges
 * not yet marked submitted whose deadline falls in the next days: this partial index holds only
 * those colleges, by deadline, so the read is one range scan of the window, never every request.
 * letter-requests.store.ts repeats its predicate word for word (SQLite uses a partial index only
 * for a query that does).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('letter_request_colleges_open_due')
    .on('letter_request_colleges')
    .columns(['deadline', 'request_id', 'school_id'])
    .where(sql.raw<boolean>('submitted_at IS NULL'))
    .execute();
}
