/**
 * Admission-history benchmark ("Up to 20,000 rows in at most 5 s"; "the scattergram's API
 * p99 for a college with 2,000 rows"): `npm run bench:history` (builds the API first). Seeds a
 * counselor, two high schools and a student (GPA 3.7, SAT 1380) straight into a temp SQLite file,
 * starts the bundled server at the production heap (--max-old-space-size=256, as `npm run serve`)
 * with the baseline route on, then
 * - POSTs five different generated 20,000-row CSVs (text/csv, each row naming its round as a real
 *   file does) as the counselor into one school, one at a time, and times each import end to end;
 *   the baseline is csv-parse reading the same file in this process. The server's peak resident
 *   memory after them is printed beside its memory before the first (BENCH_VERBOSE=1 adds each
 *   import's time in order: later imports count their new rows against a larger history);
 * - imports 2,000 rows for Georgia Tech into the second school and times
 *   GET /api/high-schools/{id}/admission-history?college=139755 as its student, one request at a
 *   time after a warm-up, beside GET /api/bench/baseline with a body of the same size.
 * BENCH_DATABASE_URL=postgres://… measures on PostgreSQL (a scratch database is created and dropped).
 * A measurement, not a test: prints the numbers and exits 0.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { loadCatalog } from '../src/catalog/catalog.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { historyCsv } from '../src/features/admission-history/history-csv.ts';
import { generateSampleHistory } from '../src/features/admission-history/sample-history.ts';
import { newId } from '../src/lib/ids.ts';
import { createSession } from '../src/lib/sessions.ts';
import { generatedHistoryCsv, withRounds } from '../src/test/generated-history.ts';
import { createScratchDatabase } from '../src/test/test-database.ts';
import { ROOT, freePort, start, stopAll, tempDir, waitHealthy } from './bench-harness.ts';

const IMPORTS = 5;
const ROWS = 20_000;
const COLLEGE_ROWS = 2_000;
const GT = 139755;
const REQUESTS = Number(process.env.BENCH_REQUESTS) || 300;
const serverUrl = process.env.BENCH_DATABASE_URL;
const catalog = loadCatalog(join(ROOT, 'data/catalog/catalog.json.gz'));

async function databaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) return { url: join(tempDir, 'bench-history.sqlite'), drop: async () => {} };
  return createScratchDatabase(serverUrl, 'campuspath_bench');
}

async function seed(url: string) {
  const handle = openDatabase(url);
  const { db } = handle;
  await migrateToLatest(db);
  const at = new Date().toISOString();
  const user = (id: string, role: 'student' | 'counselor') => ({
    id,
    email: `${id}@bench.example`,
    name: role === 'counselor' ? 'Ms. Rivera' : 'Sam',
    password_hash: 'not-a-hash',
    graduation_year: 2027,
    is_demo: 0,
    expires_at: null,
    created_at: at,
    updated_at: at,
    email_verified_at: null,
    pending_email: null,
    role,
  });
  const counselorId = newId();
  const studentId = newId();
  const schools = [newId(), newId()];
  await db
    .insertInto('users')
    .values([user(counselorId, 'counselor'), user(studentId, 'student')])
    .execute();
  for (const id of schools) {
    await db
      .insertInto('high_schools')
      .values({
        id,
        name: 'Bench High',
        city: 'Atlanta',
        state: 'GA',
        join_code_hash: randomBytes(32).toString('hex'),
        join_code_expires_at: at,
        created_at: at,
      })
      .execute();
    await db.insertInto('high_school_counselors').values({ high_school_id: id, user_id: counselorId, created_at: at }).execute();
  }
  await db.insertInto('high_school_students').values({ user_id: studentId, high_school_id: schools[1]!, joined_at: at }).execute();
  await db
    .insertInto('profiles')
    .values({
      user_id: studentId,
      gpa: 3.7,
      weighted_gpa: null,
      sat_total: 1380,
      sat_reading: null,
      sat_math: null,
      act: null,
      class_rank: null,
      class_size: null,
      income_band: null,
      home_state: 'GA',
      term_gpas: '[]',
      courses: '[]',
      intended_majors: '[]',
      preferences: '{}',
      updated_at: at,
    })
    .execute();
  const cookie = async (id: string) => `campuspath_session=${(await createSession(db, id, new Date())).token}`;
  const result = { counselor: await cookie(counselorId), student: await cookie(studentId), schools };
  await handle.close();
  return result;
}

/** The server's resident memory now and at its peak (Linux: VmRSS and VmHWM), in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(count: number, request: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const t0 = performance.now();
    const response = await request();
    await response.text();
    times.push(performance.now() - t0);
    if (!response.ok) throw new Error(`answered ${response.status}`);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const database = await databaseUrl();
  try {
    process.stdout.write(`seeding on ${serverUrl ? 'PostgreSQL' : 'SQLite'}…\n`);
    const { counselor, student, schools } = await seed(database.url);
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    // The production heap cap (`npm run serve`): an import that does not fit dies here as it would deployed.
    const server = start(['--max-old-space-size=256', join(ROOT, 'apps/api/dist/server.js')], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
      ENABLE_BENCH_ROUTES: 'true',
    });
    await waitHealthy(`${api}/api/health`, server, 120_000);
    const idleRss = memoryOf(server.pid!).rss;
    const post = (school: string, csv: string) =>
      fetch(`${api}/api/high-schools/${school}/admission-history/imports?fileName=bench.csv`, {
        method: 'POST',
        headers: { cookie: counselor, 'content-type': 'text/csv', origin: api },
        body: csv,
      });

    const files = Array.from({ length: IMPORTS }, (_, index) => generatedHistoryCsv(catalog, ROWS, 100 + index));
    const parseTimes: number[] = [];
    for (const file of files) {
      const t0 = performance.now();
      parse(file, { comment: '#', comment_no_infix: true, skip_empty_lines: true, relax_column_count: true, trim: true, bom: true });
      parseTimes.push(performance.now() - t0);
    }
    const importTimes: number[] = [];
    for (const file of files) importTimes.push((await timed(1, () => post(schools[0]!, file)))[0]!);
    const inOrder = [...importTimes];
    importTimes.sort((a, b) => a - b);
    const importPeak = memoryOf(server.pid!).peak;
    if (process.env.BENCH_VERBOSE) process.stdout.write(`imports in order: ${inOrder.map((t) => ms(t)).join(', ')}\n`);
    parseTimes.sort((a, b) => a - b);

    const collegeRows = withRounds(
      generateSampleHistory(catalog, { latestClassYear: 2026, rows: COLLEGE_ROWS, anchors: [GT], seed: 7 }),
    ).map((row) => ({ ...row, collegeId: GT }));
    const seeded = await post(schools[1]!, historyCsv(catalog, collegeRows));
    if (!seeded.ok) throw new Error(`seeding the college failed: ${seeded.status} ${(await seeded.text()).slice(0, 300)}`);
    const read = `${api}/api/high-schools/${schools[1]}/admission-history?college=${GT}`;
    const bytes = Buffer.byteLength(await (await fetch(read, { headers: { cookie: student } })).text());
    const baseline = `${api}/api/bench/baseline?bytes=${bytes}`;
    await timed(30, () => fetch(read, { headers: { cookie: student } }));
    await timed(30, () => fetch(baseline));
    const scatter = await timed(REQUESTS, () => fetch(read, { headers: { cookie: student } }));
    const ceiling = await timed(REQUESTS, () => fetch(baseline));

    process.stdout.write(
      [
        '',
        `node ${process.version}, loopback, ${serverUrl ? 'PostgreSQL' : 'SQLite'}`,
        '',
        '| measure | p50 | max / p99 | target |',
        '|---|---:|---:|---|',
        `| import ${ROWS.toLocaleString('en-US')} rows (POST text/csv, ${IMPORTS} files, ${(Buffer.byteLength(files[0]!) / 1024 / 1024).toFixed(1)} MB each) | ${ms(quantile(importTimes, 0.5))} | ${ms(importTimes.at(-1)!)} (max) | ≤ 5,000 ms: ${importTimes.at(-1)! <= 5000 ? 'PASS' : 'MISS'} |`,
        `| server memory after the ${IMPORTS} imports: peak RSS (heap capped at 256 MB) | ${mib(importPeak)} | – | the process lives: ${server.exitCode === null ? 'PASS' : 'MISS'} |`,
        `| baseline: the same server's RSS before any import | ${mib(idleRss)} | – | – |`,
        `| baseline: csv-parse of the same file, in process | ${ms(quantile(parseTimes, 0.5))} | ${ms(parseTimes.at(-1)!)} (max) | – |`,
        `| GET …/admission-history?college=${GT} (${COLLEGE_ROWS.toLocaleString('en-US')} rows, ${bytes.toLocaleString('en-US')} B), ${REQUESTS} requests | ${ms(quantile(scatter, 0.5))} | ${ms(quantile(scatter, 0.99))} (p99) | – |`,
        `| baseline: GET /api/bench/baseline, same size | ${ms(quantile(ceiling, 0.5))} | ${ms(quantile(ceiling, 0.99))} (p99) | – |`,
        '',
      ].join('\n'),
    );
  } finally {
    await stopAll();
    await database.drop();
  }
}

main().catch(async (error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  await stopAll();
  process.exit(1);
});
