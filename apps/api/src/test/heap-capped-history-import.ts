/**
 * Run by history-import-heap.test.ts in a child process at the production heap cap
 * (`node --max-old-space-size=256 --import tsx`): the real app on a fresh database (DATABASE_URL
 * as the API suite has it), a school whose history already holds HELD_ROWS rows (written straight
 * through the store, an import of 20,000 at a time), and a counselor importing a 20,000-row file
 * into it. A heap too small for that kills this process, which the test sees as its exit code;
 * otherwise it prints what it got as one JSON line.
 */
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import { REPO_ROOT } from '../env.ts';
import { bumpHistoryVersion, insertHistoryRows, insertImport } from '../features/admission-history/history.store.ts';
import { generateSampleHistory } from '../features/admission-history/sample-history.ts';
import { insertInChunks } from '../lib/csv-import.ts';
import { newId } from '../lib/ids.ts';
import { storedRow } from '../features/admission-history/history-row.ts';
import { generatedHistoryCsv, withRounds } from './generated-history.ts';
import { postHistoryCsv } from './history-requests.ts';
import { createSchool, signUpAs } from './roles.ts';
import { createTestDatabase } from './test-database.ts';
import { createTestMail } from './test-mail.ts';
import { RELAXED_AUTH_LIMITS, createTestStorage } from './test-app.ts';

const ROWS = 20_000;
/** Ten earlier imports' worth: a history that, read whole to count the new rows, no longer fit. */
const HELD_ROWS = 200_000;
const catalog = loadCatalog(join(REPO_ROOT, 'data/catalog/catalog.json.gz'));
const database = await createTestDatabase();
const files = createTestStorage();
const mail = createTestMail();
const app = await buildApp({
  catalog,
  database: database.handle,
  storage: files.storage,
  mailer: mail.mailer,
  background: mail.background,
  authRateLimits: RELAXED_AUTH_LIMITS,
});
/** HELD_ROWS generated rows in earlier imports of the school (none of them the file's seed). */
async function holdRows(highSchoolId: string, userId: string): Promise<void> {
  const { db } = database.handle;
  for (let seed = 100; seed < 100 + HELD_ROWS / ROWS; seed += 1) {
    const importId = newId();
    await insertImport(db, {
      id: importId,
      high_school_id: highSchoolId,
      file_name: `earlier-${seed}.csv`,
      row_count: ROWS,
      new_rows: ROWS,
      content_hash: `earlier-${seed}`,
      is_sample: 0,
      imported_by: userId,
      imported_by_name: 'Ms. Rivera',
      created_at: new Date().toISOString(),
    });
    const rows = withRounds(generateSampleHistory(catalog, { latestClassYear: 2026, rows: ROWS, seed }));
    await insertInChunks(
      rows,
      1_000,
      (row) => storedRow(importId, highSchoolId, row),
      (chunk) => insertHistoryRows(db, chunk),
    );
  }
  await bumpHistoryVersion(db, highSchoolId, new Date());
}

try {
  await app.ready();
  const counselor = await signUpAs(app, 'counselor', 'Ms. Rivera');
  const schoolId = (await createSchool(app, counselor)).highSchool.id;
  await holdRows(schoolId, counselor.user.id);
  const response = await postHistoryCsv(app, counselor, schoolId, generatedHistoryCsv(catalog, ROWS, 1));
  const body = response.json<{ import?: { rows: number; newRows: number } }>();
  const heapLimit = (await import('node:v8')).getHeapStatistics().heap_size_limit;
  process.stdout.write(`${JSON.stringify({ status: response.statusCode, import: body.import ?? null, heapLimit })}\n`);
} finally {
  await app.close();
  await database.destroy();
  files.destroy();
  mail.destroy();
}
