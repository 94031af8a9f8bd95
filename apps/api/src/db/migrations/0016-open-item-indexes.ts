import { sql, type Kysely } from 'kysely';

/**
 * Partial indexes on the open dated items, by date then owner: the reminder scheduler pages
 * through the items in play (open, due inside its window) in (date, owner) order from a cursor, so
 * each page reads only its own rows and done items are not in the index at all
 * (read-models/open-deadlines.ts holds the same predicates: the query must repeat an index's
 * predicate word for word for SQLite to use it). The 0006 indexes stay for the deadlines pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tasks_open_due')
    .on('tasks')
    .columns(['due_date', 'user_id'])
    .where(sql.raw<boolean>('completed = 0'))
    .execute();
  await db.schema
    .createIndex('essays_open_due')
    .on('essays')
    .columns(['due_date', 'user_id'])
    .where(sql.raw<boolean>("status <> 'completed'"))
    .execute();
  await db.schema
    .createIndex('letters_open_due')
    .on('letters')
    .columns(['due_date', 'user_id'])
    .where(sql.raw<boolean>("status NOT IN ('completed', 'declined')"))
    .execute();
  await db.schema
    .createIndex('applications_open_deadline')
    .on('applications')
    .columns(['deadline', 'user_id'])
    .where(sql.raw<boolean>("status NOT IN ('submitted', 'accepted', 'rejected', 'waitlisted')"))
    .execute();
}
