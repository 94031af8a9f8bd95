import pg from 'pg';
import { vi } from 'vitest';
import { isPostgresUrl } from '../db/database.ts';
import type { StudentListTable } from './student-rows.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * Sends `count` requests at once, for tests of per-student caps. On SQLite they simply run in
 * parallel. On PostgreSQL the race is made as wide as it can be: a second connection holds
 * `table` in SHARE mode (reads go on, inserts wait) until every request's transaction is waiting
 * on a lock, and only then lets go. A count-then-insert without the student's lock then counts
 * in all of them before any insert commits (and stores too many); with the lock, all but one
 * wait for it before counting.
 */
export async function sendAtOnce<T>(database: TestDatabase, table: StudentListTable, count: number, send: () => Promise<T>): Promise<T[]> {
  if (!isPostgresUrl(database.url)) return Promise.all(Array.from({ length: count }, send));
  const blocker = new pg.Client({ connectionString: database.url });
  await blocker.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query(`LOCK TABLE ${table} IN SHARE MODE`);
    const answers = Promise.all(Array.from({ length: count }, send));
    await vi.waitFor(
      async () => {
        // pg_stat_activity is a snapshot taken once per transaction unless cleared.
        await blocker.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await blocker.query<{ waiting: string }>(
          "SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        if (Number(rows[0]?.waiting) < count) throw new Error(`${rows[0]?.waiting ?? 0} of ${count} requests wait on a lock`);
      },
      { timeout: 10_000, interval: 10 },
    );
    await blocker.query('COMMIT');
    return await answers;
  } finally {
    await blocker.end();
  }
}
