import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from './errors.ts';

/** The per-student lists a count cap guards; each has a `user_id` column. */
export type StudentListTable = 'applications' | 'essays' | 'tasks' | 'letters' | 'documents' | 'saved_schools' | 'compare_items';

/**
 * Runs `work` in one transaction that holds the student's lock, so a count cap checked inside it
 * cannot be raced: N parallel requests at cap − 1 leave exactly the cap. A count followed by an
 * insert is not enough on its own: under PostgreSQL's READ COMMITTED every transaction counts
 * before the others commit.
 *
 * - PostgreSQL: the student's `users` row is locked FOR NO KEY UPDATE, which queues every other
 *   locked write of the same student until this transaction ends. It does not block foreign-key
 *   checks (they take KEY SHARE), so unrelated writes that insert a child row of the student
 *   (links, sessions) never wait on it or deadlock with it.
 * - SQLite (single process, see docs/operations.md): Kysely's SQLite driver runs every query on
 *   one connection guarded by a mutex that a transaction holds from BEGIN to COMMIT, so a
 *   transaction already runs alone.
 *
 * Keep `work` short: no file I/O or network inside it.
 */
export async function withStudentLock<T>(
  db: Kysely<Database>,
  userId: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
    }
    return work(trx);
  });
}

/** How many rows of `table` the student has. */
export async function countStudentRows(db: Kysely<Database>, table: StudentListTable, userId: string): Promise<number> {
  // The tables differ in their other columns, so the union is narrowed to one for the builder's types.
  const row = await db
    .selectFrom(table as 'tasks')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}

/**
 * The answer when a per-student cap is reached: 400 `quota_exceeded` (as for
 * documents), the message naming the limit; `field` names the form field to show it on, if any.
 */
export function quotaExceeded(message: string, field?: string): HttpError {
  return new HttpError(400, 'quota_exceeded', message, field ? { [field]: message } : undefined);
}

/** Throws quotaExceeded(message) when the student already has `max` rows of `table`. Call inside withStudentLock. */
export async function requireRoomFor(
  db: Kysely<Database>,
  table: StudentListTable,
  userId: string,
  max: number,
  message: string,
): Promise<void> {
  if ((await countStudentRows(db, table, userId)) >= max) throw quotaExceeded(message);
}
