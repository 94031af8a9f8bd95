import type { Kysely } from 'kysely';
import type { DeadlinesQuery } from '@campuspath/contract/deadlines';
import type { Database } from '../db/schema.ts';

/**
 * Read model `open-deadlines` (tasks, essays, letters, applications): the students with something
 * not done due inside a window, the reminder scheduler's selection of whom to look at
 * (features/reminders/reminder-candidates.ts). One UNION ALL over the four kinds of dated item, so
 * it never reads the students with nothing due. What counts as done is defined here, and the
 * deadlines feature uses the same definitions.
 */

/** Application statuses from which the application counts as done (sent, or decided). */
export const DONE_APPLICATION_STATUSES = new Set(['submitted', 'accepted', 'rejected', 'waitlisted']);
/** An essay with this status is done. */
export const COMPLETED_ESSAY_STATUS = 'completed';
/** Letters that no longer need anything: written, or declined by the recommender. */
export const CLOSED_RECOMMENDATION_STATUSES = ['completed', 'declined'];

/**
 * The owners of open items (not done) due from `from` to `to`, in pages by user id: up to `limit`
 * owners after `after`, each with its earliest such date. The reminder scheduler's selection
 * (reminders/reminder-candidates.ts): it never reads the students with nothing due in its window.
 * Each table is read through its (date, user_id, done) index (migration 0006), so a page costs one
 * range scan of the items inside the window, whatever the number of students.
 */
export async function usersWithOpenDeadlines(
  db: Kysely<Database>,
  { from, to }: DeadlinesQuery,
  after: string,
  limit: number,
): Promise<{ userId: string; firstDue: string }[]> {
  const open = db
    .selectFrom('tasks')
    .select(['user_id', 'due_date as date'])
    .where('due_date', '>=', from)
    .where('due_date', '<=', to)
    .where('completed', '=', 0)
    .where('user_id', '>', after)
    .unionAll(
      db
        .selectFrom('essays')
        .select(['user_id', 'due_date as date'])
        .where('due_date', '>=', from)
        .where('due_date', '<=', to)
        .where('status', '<>', COMPLETED_ESSAY_STATUS)
        .where('user_id', '>', after),
    )
    .unionAll(
      db
        .selectFrom('letters')
        .select(['user_id', 'due_date as date'])
        .where('due_date', '>=', from)
        .where('due_date', '<=', to)
        .where('status', 'not in', CLOSED_RECOMMENDATION_STATUSES)
        .where('user_id', '>', after),
    )
    .unionAll(
      db
        .selectFrom('applications')
        .select(['user_id', 'deadline as date'])
        .where('deadline', '>=', from)
        .where('deadline', '<=', to)
        .where('status', 'not in', [...DONE_APPLICATION_STATUSES])
        .where('user_id', '>', after),
    );
  const rows = await db
    .selectFrom(open.as('open'))
    .select((eb) => ['open.user_id', eb.fn.min('open.date').as('first_due')])
    .groupBy('open.user_id')
    .orderBy('open.user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, firstDue: String(row.first_due) }));
}
