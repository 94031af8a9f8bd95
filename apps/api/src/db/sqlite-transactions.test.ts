import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSavedSchools, listSavedSchoolRows } from '../features/saved-schools/saved-schools.store.ts';
import { withStudentLock } from '../features/auth/student-lock.ts';
import { studentRow } from '../test/direct-rows.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * The embedded database as it runs: the web thread and the reminder scheduler's thread each have a
 * connection to one SQLite file (whatever DATABASE_URL this suite runs on). A write committed by the
 * other thread while a transaction of the web thread is between its reads and its first write must
 * not make that write fail: the transaction waits for its turn instead.
 */

/** A thread with its own connection to `file` that renames a user when told, answering once committed. */
function otherThread(file: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const db = new (require('better-sqlite3'))(workerData.file);
     db.pragma('busy_timeout = 5000');
     parentPort.on('message', ({ userId, name }) => {
       try { db.prepare('UPDATE users SET name = ? WHERE id = ?').run(name, userId); parentPort.postMessage('committed'); }
       catch (error) { parentPort.postMessage('failed: ' + error.message); }
     });`,
    { eval: true, workerData: { file } },
  );
  const rename = (userId: string, name: string) =>
    new Promise<string>((resolve) => {
      worker.once('message', resolve);
      worker.postMessage({ userId, name });
    });
  return { rename, stop: () => worker.terminate() };
}

describe('SQLite transactions beside another thread’s connection', () => {
  let dir: string;
  let handle: DatabaseHandle;
  const now = '2026-11-30T12:00:00.000Z';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'campuspath-sqlite-threads-'));
    handle = openDatabase(join(dir, 'app.sqlite'));
    await migrateToLatest(handle.db);
    await handle.db
      .insertInto('users')
      .values([studentRow('student-1', 'maya@example.com', 'Maya Chen', now), studentRow('student-2', 'leo@example.com', 'Leo Park', now)])
      .execute();
  });

  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction that reads, then writes, waits for a write the other thread makes in between', async () => {
    const other = otherThread(join(dir, 'app.sqlite'));
    try {
      let renamed: Promise<string> | undefined;
      await withStudentLock(handle.db, 'student-1', async (trx) => {
        // Read first, as a save does (is it saved already? how many are?), then the other thread writes.
        expect(await listSavedSchoolRows(trx, 'student-1')).toEqual([]);
        renamed = other.rename('student-2', 'Leo Park-Kim');
        await new Promise((resolve) => setTimeout(resolve, 200));
        await insertSavedSchools(trx, [{ user_id: 'student-1', school_id: 139755, created_at: now }]);
      });
      expect(await renamed).toBe('committed');
      expect((await listSavedSchoolRows(handle.db, 'student-1')).map((row) => row.school_id)).toEqual([139755]);
      const leo = await handle.db.selectFrom('users').select('name').where('id', '=', 'student-2').executeTakeFirstOrThrow();
      expect(leo.name).toBe('Leo Park-Kim');
    } finally {
      await other.stop();
    }
  });
});
