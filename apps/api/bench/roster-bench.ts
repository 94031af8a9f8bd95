/**
 * Roster import benchmark: `npm run bench:roster` (builds the API first). Seeds a counselor and a
 * high school straight into a temp SQLite file, starts the bundled server at the production heap
 * (--max-old-space-size=256), then as the counselor POSTs (text/csv)
 * - a 5,000-student roster (the most a roster holds) into an empty roster, then the same file
 *   again (every line unchanged), each timed end to end, on fresh schools, RUNS times;
 * - a 5,000-student OneRoster export (its zip: users, orgs, classes, and 35,000 enrollments)
 *   into an empty roster, each student's homeroom as their group;
 * - beside the baselines of the same run and server: a 50-student roster, and GET /api/health.
 * It prints the server's resident memory before and after the imports. BENCH_DATABASE_URL=postgres://…
 * measures on PostgreSQL (a scratch database is created and dropped).
 * A measurement, not a test: prints the numbers and exits 0.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { newId } from '../src/lib/ids.ts';
import { createSession } from '../src/lib/sessions.ts';
import { createScratchDatabase } from '../src/test/test-database.ts';
import { ROOT, freePort, start, stopAll, tempDir, waitHealthy } from './bench-harness.ts';
import { oneRosterExport, zipFiles } from './oneroster-export.ts';

const RUNS = Number(process.env.BENCH_RUNS) || 3;
const STUDENTS = 5_000;
const SMALL = 50;
const serverUrl = process.env.BENCH_DATABASE_URL;

async function databaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) return { url: join(tempDir, 'bench-roster.sqlite'), drop: async () => {} };
  return createScratchDatabase(serverUrl, 'campuspath_bench');
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

function rosterCsv(count: number): string {
  const year = currentEntryYear(new Date());
  const lines = Array.from(
    { length: count },
    (_, index) =>
      `Student ${index + 1},student${index + 1}@bench.example.org,${year + (index % 4)},S${index + 1},Homeroom ${(index % 40) + 1}`,
  );
  return `name,email,graduation_year,student_number,group\n${lines.join('\n')}\n`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(request: () => Promise<Response>): Promise<number> {
  const t0 = performance.now();
  const response = await request();
  const body = await response.text();
  const elapsed = performance.now() - t0;
  if (!response.ok) throw new Error(`answered ${response.status}: ${body.slice(0, 300)}`);
  return elapsed;
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
    const { cookie, schools } = await seed(database.url, RUNS * 3);
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const server = start(['--max-old-space-size=256', join(ROOT, 'apps/api/dist/server.js')], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
    });
    await waitHealthy(`${api}/api/health`, server);
    const memoryBefore = await residentMb(server.pid!);
    const post = (school: string, csv: string) => () =>
      fetch(`${api}/api/high-schools/${school}/roster/imports?fileName=roster.csv`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'text/csv', origin: api },
        body: csv,
      });
    const postZip = (school: string, zip: Buffer) => () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'oneroster.zip');
      return fetch(`${api}/api/high-schools/${school}/roster/imports`, { method: 'POST', headers: { cookie, origin: api }, body: form });
    };
    const exportZip = await zipFiles(oneRosterExport(STUDENTS, 'Bench High'));
    const fromExport: number[] = [];
    const big = rosterCsv(STUDENTS);
    const small = rosterCsv(SMALL);
    const first: number[] = [];
    const again: number[] = [];
    const smallFirst: number[] = [];
    const health: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      first.push(await timed(post(schools[run * 2]!, big)));
      again.push(await timed(post(schools[run * 2]!, big)));
      smallFirst.push(await timed(post(schools[run * 2 + 1]!, small)));
      fromExport.push(await timed(postZip(schools[RUNS * 2 + run]!, exportZip)));
      for (let index = 0; index < 20; index += 1) health.push(await timed(() => fetch(`${api}/api/health`)));
    }
    const memory = await residentMb(server.pid!);
    process.stdout.write(
      [
        '',
        `node ${process.version}, loopback, ${serverUrl ? 'PostgreSQL' : 'SQLite'}, server heap limit 256 MB, ${RUNS} runs (median, max)`,
        '',
        '| measure | median | max |',
        '|---|---:|---:|',
        `| import ${STUDENTS.toLocaleString('en-US')} students into an empty roster (${(Buffer.byteLength(big) / 1024).toFixed(0)} KB) | ${ms(median(first))} | ${ms(Math.max(...first))} |`,
        `| the same file again (every line unchanged) | ${ms(median(again))} | ${ms(Math.max(...again))} |`,
        `| import a ${STUDENTS.toLocaleString('en-US')}-student OneRoster export, zipped (${(exportZip.byteLength / 1024).toFixed(0)} KB) | ${ms(median(fromExport))} | ${ms(Math.max(...fromExport))} |`,
        `| baseline: import ${SMALL} students into an empty roster | ${ms(median(smallFirst))} | ${ms(Math.max(...smallFirst))} |`,
        `| baseline: GET /api/health (${health.length} requests) | ${ms(median(health))} | ${ms(Math.max(...health))} |`,
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
  await stopAll();
  process.exit(1);
});
