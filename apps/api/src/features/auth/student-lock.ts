import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lockUser } from './users.store.ts';

/**
 * Runs `work` in one transaction that holds the student's lock, so a count cap checked inside it
 * cannot be raced: N parallel requests at cap − 1 leave exactly the cap. A count followed by an
 * insert is not enough on its own: under PostgreSQL's READ COMMITTED every transaction counts
 * before the others commit.
 *
 * - PostgreSQL: the student's `users` row is locked FOR NO KEY UPDATE (users.store.ts, lockUser),
 *   which queues every other locked write of the same student until this transaction ends. It
 *   does not block foreign-key checks (they take KEY SHARE), so unrelated writes that insert a
 *   child row of the student (links, sessions) never wait on it or deadlock with it.
 * - SQLite (single process, see docs/operations.md): Kysely's SQLite driver runs every query on
 *   one connection guarded by a mutex that a transaction holds from BEGIN to COMMIT, so a
 *   transaction already runs alone in its thread; it begins with the write lock (db/database.ts,
 *   BEGIN IMMEDIATE), so the scheduler thread's connection waits for it too.
 *
 * Keep `work` short: no file I/O or network inside it. The count a cap checks comes from the
 * list's own store (countTasks, countEssays, …), then lib/quota.ts's requireRoom.
 */
export async function withStudentLock<T>(
  db: Kysely<Database>,
  userId: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    return work(trx);
  });
}
