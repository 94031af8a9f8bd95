/**
 * Roster import benchmark: `npm run bench:roster` (builds the API first). Seeds a counselor and
 * high schools straight into a temp SQLite file, starts the bundled server at the production heap
 * (--max-old-space-size=256, as the Dockerfile and `npm run serve`), then as the counselor POSTs
 * - a 5,000-student roster (the most a roster holds, text/csv) into an empty roster, then the same
 *   file again (every line unchanged), then with every student in another group (every line
 *   changed), on fresh schools, RUNS times;
 * - a 5,000-student OneRoster export (users, orgs, classes, and 35,000 enrollments; each student's
 *   homeroom as their group) into an empty roster, as its zip and as its four CSV files;
 * - beside the baselines of the same run and server: a 50-student roster, and GET /api/health.
 * Each import prints its wall time and the server's CPU time (user + system, from /proc: the
 * machine is shared, CPU is the fair number),
 * with the load average, and the server's resident memory before and after (peak). On PostgreSQL
 * the CPU time of the server's database sessions is printed too (their backends run here).
 * BENCH_DATABASE_URL=postgres://… measures on PostgreSQL (a scratch database is created and dropped).
 * A measurement, not a test: prints the numbers and exits 0.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { join } from 'node:path';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { newId } from '../src/lib/ids.ts';
import { createSession } from '../src/lib/sessions.ts';
import { createScratchDatabase } from '../src/test/test-database.ts';
import { ROOT, cpuMsOf, freePort, loadAverage, start, stopAll, tempDir, waitHealthy } from './bench-harness.ts';
import { oneRosterExport, zipFiles } from './oneroster-export.ts';

const RUNS = Number(process.env.BENCH_RUNS) || 3;
const STUDENTS = 5_000;
const SMALL = 50;
const serverUrl = process.env.BENCH_DATABASE_URL;

async function databaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) return { url: join(tempDir, 'bench-roster.sqlite'), drop: async () => {} };
  return createScratchDatabase(serverUrl, 'campuspath_bench');
}

/**
 * On PostgreSQL, the CPU time the server's database sessions have used so far (their backends run
 * on this machine): the other half of an import's work. Zero on SQLite, which runs in the server.
 */
function databaseCpu(url: string): { cpuMs: () => Promise<number>; close: () => Promise<void> } {
  if (!serverUrl) return { cpuMs: async () => 0, close: async () => {} };
  const handle = openDatabase(url);
  const cpuMs = async () => {
    const { rows } = await sql<{
      pid: number;
    }>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(handle.db);
    return rows.reduce((sum, { pid }) => sum + (existsSync(`/proc/${pid}/stat`) ? cpuMsOf(pid) : 0), 0);
  };
  return { cpuMs, close: () => handle.close() };
}

/** A counselor of `schools` fresh high schools, and the counselor's session cookie. */
async function seed(url: string, schools: number) {
  const handle = openDatabase(url);
  const { db } = handle;
  await migrateToLatest(db);
  const at = new Date().toISOString();
  const counselorId = newId();
  await db
    .insertInto('users')
    .values({
      id: counselorId,
      email: `${counselorId}@bench.example`,
      name: 'Ms. Rivera',
      password_hash: 'not-a-hash',
      graduation_year: 2027,
      is_demo: 0,
      expires_at: null,
      created_at: at,
      updated_at: at,
      email_verified_at: null,
      pending_email: null,
      role: 'counselor',
    })
    .execute();
  const ids = Array.from({ length: schools }, () => newId());
  for (const id of ids) {
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
  const cookie = `campuspath_session=${(await createSession(db, counselorId, new Date())).token}`;
  await handle.close();
  return { cookie, schools: ids };
}

function rosterCsv(count: number, groups = 'Homeroom'): string {
  const year = currentEntryYear(new Date());
  const lines = Array.from(
    { length: count },
    (_, index) =>
      `Student ${index + 1},student${index + 1}@bench.example.org,${year + (index % 4)},S${index + 1},${groups} ${(index % 40) + 1}`,
  );
  return `name,email,graduation_year,student_number,group\n${lines.join('\n')}\n`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Timing {
  wall: number[];
  cpu: number[];
  databaseCpu: number[];
}
const timing = (): Timing => ({ wall: [], cpu: [], databaseCpu: [] });

/** Wall time of one request, and the server's (and its database sessions') CPU time while it ran. */
async function timed(pid: number, database: () => Promise<number>, into: Timing, request: () => Promise<Response>): Promise<void> {
  const cpu0 = cpuMsOf(pid);
  const databaseCpu0 = await database();
  const t0 = performance.now();
  const response = await request();
  const body = await response.text();
  into.wall.push(performance.now() - t0);
  into.cpu.push(cpuMsOf(pid) - cpu0);
  into.databaseCpu.push((await database()) - databaseCpu0);
  if (!response.ok) throw new Error(`answered ${response.status}: ${body.slice(0, 300)}`);
}

async function residentMb(pid: number): Promise<string> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? NaN);
  return `${(kb('VmRSS') / 1024).toFixed(0)} MB now, ${(kb('VmHWM') / 1024).toFixed(0)} MB peak`;
}

async function main() {
  const database = await databaseUrl();
  try {
    process.stdout.write(`seeding on ${serverUrl ? 'PostgreSQL' : 'SQLite'}…\n`);
    const { cookie, schools } = await seed(database.url, RUNS * 4);
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const server = start(['--max-old-space-size=256', join(ROOT, 'apps/api/dist/server.js')], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
    });
    // A loaded machine can take over 30 s to start the server (the catalogue loads first).
    await waitHealthy(`${api}/api/health`, server, 120_000);
    const memoryBefore = await residentMb(server.pid!);
    const post = (school: string, csv: string) => () =>
      fetch(`${api}/api/high-schools/${school}/roster/imports?fileName=roster.csv`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'text/csv', origin: api },
        body: csv,
      });
    const postFiles = (school: string, files: { name: string; bytes: Buffer; type: string }[]) => () => {
      const form = new FormData();
      for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      return fetch(`${api}/api/high-schools/${school}/roster/imports`, { method: 'POST', headers: { cookie, origin: api }, body: form });
    };
    const exportCsvs = oneRosterExport(STUDENTS, 'Bench High');
    delete exportCsvs['manifest.csv'];
    const exportZip = await zipFiles(oneRosterExport(STUDENTS, 'Bench High'));
    const zipUpload = [{ name: 'oneroster.zip', bytes: exportZip, type: 'application/zip' }];
    const csvUploads = Object.entries(exportCsvs).map(([name, text]) => ({ name, bytes: Buffer.from(text), type: 'text/csv' }));
    const csvBytes = csvUploads.reduce((sum, file) => sum + file.bytes.byteLength, 0);
    const big = rosterCsv(STUDENTS);
    const moved = rosterCsv(STUDENTS, 'Advisory');
    const small = rosterCsv(SMALL);
    const [first, again, changed, fromZip, fromCsvs, smallFirst, health] = [
      timing(),
      timing(),
      timing(),
      timing(),
      timing(),
      timing(),
      timing(),
    ] as const;
    const pid = server.pid!;
    const databaseCpuOf = databaseCpu(database.url);
    const dbCpu = databaseCpuOf.cpuMs;
    const loadBefore = loadAverage();
    for (let run = 0; run < RUNS; run += 1) {
      await timed(pid, dbCpu, first, post(schools[run * 4]!, big));
      await timed(pid, dbCpu, again, post(schools[run * 4]!, big));
      await timed(pid, dbCpu, changed, post(schools[run * 4]!, moved));
      await timed(pid, dbCpu, fromZip, postFiles(schools[run * 4 + 1]!, zipUpload));
      await timed(pid, dbCpu, fromCsvs, postFiles(schools[run * 4 + 2]!, csvUploads));
      await timed(pid, dbCpu, smallFirst, post(schools[run * 4 + 3]!, small));
      for (let index = 0; index < 20; index += 1) await timed(pid, dbCpu, health, () => fetch(`${api}/api/health`));
    }
    const memory = await residentMb(pid);
    await databaseCpuOf.close();
    const row = (what: string, { wall, cpu, databaseCpu: inDatabase }: Timing) => {
      const total = median(cpu.map((value, index) => value + inDatabase[index]!));
      return `| ${what} | ${ms(median(wall))} | ${ms(Math.max(...wall))} | ${ms(median(cpu))} | ${ms(median(inDatabase))} | ${total <= 5000 ? 'PASS' : 'MISS'} |`;
    };
    process.stdout.write(
      [
        '',
        `node ${process.version}, loopback, ${serverUrl ? 'PostgreSQL' : 'SQLite'}, server heap limit 256 MB, ${RUNS} runs; load average ${loadBefore} before, ${loadAverage()} after`,
        '',
        '| measure | wall median | wall max | server CPU median | database CPU median | CPU ≤ 5 s |',
        '|---|---:|---:|---:|---:|---|',
        row(
          `import ${STUDENTS.toLocaleString('en-US')} students into an empty roster (${(Buffer.byteLength(big) / 1024).toFixed(0)} KB)`,
          first,
        ),
        row('the same file again (every line unchanged)', again),
        row('every student in another group (every line changed)', changed),
        row(
          `import a ${STUDENTS.toLocaleString('en-US')}-student OneRoster export, zipped (${(exportZip.byteLength / 1024).toFixed(0)} KB)`,
          fromZip,
        ),
        row(`the same export as its four CSV files (${(csvBytes / 1024).toFixed(0)} KB)`, fromCsvs),
        row(`baseline: import ${SMALL} students into an empty roster`, smallFirst),
        row(`baseline: GET /api/health (${health.wall.length} requests)`, health),
        '',
        `server resident memory: ${memoryBefore} before the imports; ${memory} after`,
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
  if (error instanceof Error && error.cause) process.stderr.write(`cause: ${String(error.cause)}\n`);
  await stopAll();
  process.exit(1);
});
