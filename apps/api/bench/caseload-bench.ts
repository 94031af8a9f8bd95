/**
 * Caseload and class-wide deadlines benchmark ("each opens in 300 ms or less with 400 students"):
 * `npm run bench:caseload` (builds first; this script never builds). Seeds a school of 400
 * sharing students with varied plans (applications, tasks, saved colleges, profiles) straight into
 * a temp SQLite file (sign-ups would spend minutes hashing passwords), starts the bundled server on
 * it at the production heap (--max-old-space-size=256), and times GET /api/high-schools/{id}/caseload,
 * the class-wide deadlines and both CSVs one request at a time as the counselor, after a warm-up,
 * beside the same run's baseline: GET /api/bench/baseline answering a body as large as the
 * deadline view's. Each line prints p50 and p99 wall time and the server's CPU time per request
 * (from /proc: the machine is shared, CPU is the fair number; on PostgreSQL the database's own CPU
 * is not in it), with the load average. BENCH_STUDENTS=<n> seeds another size;
 * BENCH_DATABASE_URL=postgres://… measures on PostgreSQL instead (a scratch database is created and
 * dropped); BENCH_REQUESTS=<n> changes the number of requests; BENCH_ONLY=deadlines times only the
 * class-wide deadlines and the baseline. A measurement, not a test: prints the numbers and exits 0.
 */
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { APPLICATION_STATUSES, DEFAULT_CHECKLIST_LABELS } from '@campuspath/contract/applications-terms';
import { DEFAULT_SCOPES } from '@campuspath/contract/sharing-terms';
import { loadCatalog } from '../src/catalog/catalog.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { newId } from '../src/lib/ids.ts';
import { createSession } from '../src/lib/sessions.ts';
import { createScratchDatabase } from '../src/test/test-database.ts';
import { ROOT, cpuMsOf, freePort, loadAverage, start, stopAll, tempDir, waitHealthy } from './bench-harness.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS) || 400;
const REQUESTS = Number(process.env.BENCH_REQUESTS) || 200;
const serverUrl = process.env.BENCH_DATABASE_URL;

/** A small seeded generator (mulberry32), so every run measures the same school. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function databaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) return { url: join(tempDir, 'bench-caseload.sqlite'), drop: async () => {} };
  return createScratchDatabase(serverUrl, 'campuspath_bench');
}

/** The counselor, their school, and 400 students sharing with it; returns the counselor's cookie and the school id. */
async function seed(url: string) {
  const handle = openDatabase(url);
  const { db } = handle;
  await migrateToLatest(db);
  const catalog = loadCatalog(join(ROOT, 'data/catalog/catalog.json.gz'));
  const next = random(23);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const now = new Date();
  const at = now.toISOString();
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const user = (id: string, name: string, role: 'student' | 'counselor') => ({
    id,
    email: `${id}@bench.example`,
    name,
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
  const schoolId = newId();
  await db
    .insertInto('users')
    .values(user(counselorId, 'Ms. Rivera', 'counselor'))
    .execute();
  await db
    .insertInto('high_schools')
    .values({
      id: schoolId,
      name: 'Bench High',
      city: 'Springfield',
      state: 'IL',
      join_code_hash: randomBytes(32).toString('hex'),
      join_code_expires_at: day(180),
      created_at: at,
    })
    .execute();
  await db.insertInto('high_school_counselors').values({ high_school_id: schoolId, user_id: counselorId, created_at: at }).execute();
  let rows = 0;
  for (let index = 0; index < STUDENTS; index += 1) {
    const id = newId();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(user(id, `Student ${String(index).padStart(3, '0')}`, 'student'))
        .execute();
      await trx.insertInto('high_school_students').values({ user_id: id, high_school_id: schoolId, joined_at: at }).execute();
      await trx
        .insertInto('shares')
        .values({
          id: newId(),
          user_id: id,
          viewer_id: null,
          high_school_id: schoolId,
          scopes: JSON.stringify(DEFAULT_SCOPES.counselors),
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('profiles')
        .values({
          user_id: id,
          gpa: 2.5 + Math.round(next() * 15) / 10,
          weighted_gpa: null,
          sat_total: next() < 0.7 ? 900 + 10 * Math.floor(next() * 70) : null,
          sat_reading: null,
          sat_math: null,
          act: next() < 0.3 ? 18 + Math.floor(next() * 18) : null,
          class_rank: null,
          class_size: null,
          income_band: null,
          home_state: 'IL',
          term_gpas: '[]',
          courses: '[]',
          intended_majors: '["11"]',
          preferences: '{}',
          updated_at: at,
        })
        .execute();
      const saved = new Set(Array.from({ length: 4 + Math.floor(next() * 12) }, () => pick(catalog.schools).id));
      await trx
        .insertInto('saved_schools')
        .values([...saved].map((school) => ({ user_id: id, school_id: school, created_at: at })))
        .execute();
      const applications = [...saved].slice(0, 2 + Math.floor(next() * 6));
      await trx
        .insertInto('applications')
        .values(
          applications.map((school) => ({
            id: newId(),
            user_id: id,
            school_id: school,
            round: 'regular-decision',
            deadline: day(Math.floor(next() * 90) - 20),
            time_zone: null,
            status: pick(APPLICATION_STATUSES),
            decision_date: null,
            notes: '',
            portal_url: null,
            checklist: JSON.stringify(DEFAULT_CHECKLIST_LABELS.map((label) => ({ id: newId(), label, done: next() < 0.5 }))),
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      const tasks = Array.from({ length: 3 + Math.floor(next() * 10) }, (_, task) => ({
        id: newId(),
        user_id: id,
        title: `Task ${task}`,
        due_date: next() < 0.8 ? day(Math.floor(next() * 60) - 20) : null,
        category: 'other',
        priority: 'medium',
        completed: next() < 0.4 ? 1 : 0,
        notes: '',
        created_at: at,
        updated_at: at,
      }));
      await trx.insertInto('tasks').values(tasks).execute();
      rows += 3 + saved.size + applications.length + tasks.length;
    });
  }
  const { token } = await createSession(db, counselorId, new Date());
  await handle.close();
  return { cookie: `campuspath_session=${token}`, schoolId, rows };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

interface Timed {
  /** Wall times, sorted. */
  times: number[];
  /** The server's CPU time (user + system) per request, averaged over the run. */
  cpu: number;
}

/** `count` requests one at a time: each one's wall time, and the server's CPU time over them all. */
async function time(
  pid: number,
  url: string,
  cookie: string,
  count: number,
  check: (response: Response, body: string) => void,
): Promise<Timed> {
  const times: number[] = [];
  const cpu0 = cpuMsOf(pid);
  for (let index = 0; index < count; index += 1) {
    const t0 = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.text();
    times.push(performance.now() - t0);
    check(response, body);
  }
  return { times: times.sort((a, b) => a - b), cpu: (cpuMsOf(pid) - cpu0) / count };
}

async function main() {
  const database = await databaseUrl();
  try {
    process.stdout.write(`seeding ${STUDENTS} sharing students on ${serverUrl ? 'PostgreSQL' : 'SQLite'}…\n`);
    const { cookie, schoolId, rows } = await seed(database.url);
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const server = start(['--max-old-space-size=256', join(ROOT, 'apps/api/dist/server.js')], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
      ENABLE_BENCH_ROUTES: 'true',
    });
    // A loaded machine can take over 30 s to start the server (the catalogue loads first).
    await waitHealthy(`${api}/api/health`, server, 120_000);
    const pid = server.pid!;
    const json = `${api}/api/high-schools/${schoolId}/caseload`;
    const csv = `${api}/api/high-schools/${schoolId}/caseload.csv`;
    const deadlines = `${api}/api/high-schools/${schoolId}/class-deadlines`;
    const ok = (response: Response, body: string) => {
      if (response.status !== 200) throw new Error(`caseload answered ${response.status}: ${body.slice(0, 200)}`);
    };
    const first = JSON.parse((await fetch(json, { headers: { cookie } }).then((response) => response.text())) || '{}') as {
      count?: number;
    };
    if (first.count !== STUDENTS) throw new Error(`the caseload lists ${first.count} students, not ${STUDENTS}`);
    // The baseline answers a precomputed body as large as the deadline view's, through the same server.
    const deadlinesBytes = Buffer.byteLength(await fetch(deadlines, { headers: { cookie } }).then((response) => response.text()));
    const baseline = `${api}/api/bench/baseline?bytes=${deadlinesBytes}`;
    await time(pid, json, cookie, 20, ok); // warm-up: JIT
    await time(pid, deadlines, cookie, 20, ok);
    const loadBefore = loadAverage();
    const only = process.env.BENCH_ONLY === 'deadlines';
    const measured: [string, Timed][] = [];
    const measure = async (what: string, url: string) => measured.push([what, await time(pid, url, cookie, REQUESTS, ok)]);
    if (!only) {
      await measure('GET /api/high-schools/{id}/caseload', json);
      await measure('… ?sort=overdue&search=student', `${json}?sort=overdue&search=student`);
      await measure('GET /api/high-schools/{id}/caseload.csv', csv);
    }
    await measure('GET /api/high-schools/{id}/class-deadlines', deadlines);
    await measure(`baseline: GET /api/bench/baseline, same size (${(deadlinesBytes / 1024).toFixed(0)} KB)`, baseline);
    await measure('… ?weeks=26', `${deadlines}?weeks=26`);
    await measure('GET /api/high-schools/{id}/class-deadlines.csv', `${deadlines}.csv`);
    const ms = (value: number) => value.toFixed(1);
    const line = (what: string, { times, cpu }: Timed) =>
      `| ${what} | ${ms(quantile(times, 0.5))} ms | ${ms(quantile(times, 0.99))} ms | ${ms(cpu)} ms | p99 ≤ 300 ms | ${quantile(times, 0.99) <= 300 ? 'PASS' : 'MISS'} |`;
    process.stdout.write(
      [
        '',
        `node ${process.version}, loopback, ${serverUrl ? 'PostgreSQL' : 'SQLite'}, server heap limit 256 MB, ${STUDENTS} students (${rows.toLocaleString('en-US')} rows), ${REQUESTS} requests each, one at a time; load average ${loadBefore} before, ${loadAverage()} after`,
        '',
        '| request | p50 | p99 | server CPU per request | target | result |',
        '|---|---:|---:|---:|---|---|',
        ...measured.map(([what, timed]) => line(what, timed)),
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
