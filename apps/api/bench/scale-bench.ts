/**
 * Scheduler at scale (`npm run bench:scale`; builds the API first, this script never builds):
 * grows one scratch PostgreSQL database (BENCH_DATABASE_URL, default the CI server; created and
 * dropped) to 1k, 10k and 100k students (BENCH_SCALE_VOLUMES=1000,10000 to change), written
 * straight with multi-row INSERTs: every student has a task further away than any lead time, a
 * done task inside the window and 3 past reminder emails; one in 20 has a task due in 3 to 20 days.
 * At each volume it prints
 * - the first tick (it sends the new reminders, to an outbox folder) and a second one (nothing new
 *   to send: the steady cost), run in this process, with the queries each ran and their time in
 *   the database;
 * - the p99 of GET /api/health on the bundled server with its scheduler off and with its
 *   scheduler thread ticking every second, alternated twice (off, on, off, on), to a tenth of a
 *   millisecond: as fast as 2 connections go, and at a steady 200 requests a second.
 * Targets: tick at 100k <= 20 s and <= 12x the 10k tick; p99 while ticking <= 1.5x without.
 * A measurement, not a test: exits 0.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql, type KyselyPlugin } from 'kysely';
import { loadCatalog } from '../src/catalog/catalog.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createReminderScheduler } from '../src/features/reminders/reminder-scheduler.ts';
import { newId } from '../src/lib/ids.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { pastReminderRow, reminderSettingsRow, studentRow, taskRow } from '../src/test/direct-rows.ts';
import { createScratchDatabase } from '../src/test/test-database.ts';
import { ROOT, freePort, stopAll, tempDir, waitHealthy } from './bench-harness.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://campuspath_ci:campuspath_ci@127.0.0.1:5432/postgres';
const VOLUMES = (process.env.BENCH_SCALE_VOLUMES ?? '1000,10000,100000').split(',').map(Number);
const LOAD_SECONDS = 8;
const PACED_RATE = 200;
const ZONE = 'America/Chicago';
const CHUNK = 1000;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Adds students `from` .. `to` - 1 (numbered, so each volume extends the last). */
async function grow(db: ReturnType<typeof openDatabase>['db'], from: number, to: number) {
  const now = new Date().toISOString();
  for (let start = from; start < to; start += CHUNK) {
    const ids = Array.from({ length: Math.min(CHUNK, to - start) }, (_, index) => ({ n: start + index, id: newId() }));
    await db
      .insertInto('users')
      .values(ids.map(({ id, n }) => studentRow(id, `student-${n}@bench.example`, `Student ${n}`, now)))
      .execute();
    await db
      .insertInto('reminder_settings')
      .values(ids.map(({ id }) => reminderSettingsRow(id, ZONE, now)))
      .execute();
    const task = (userId: string, offset: number, completed: 0 | 1) =>
      taskRow(userId, day(offset), completed, `Task in ${offset} days`, now);
    await db
      .insertInto('tasks')
      .values(ids.flatMap(({ id, n }) => [task(id, 45, 0), task(id, 2, 1), ...(n % 20 === 0 ? [task(id, 3 + (n % 18), 0)] : [])]))
      .execute();
    await db
      .insertInto('reminder_deliveries')
      .values(ids.flatMap(({ id }) => [1, 2, 3].map((k) => pastReminderRow(id, k))))
      .execute();
  }
}

/** Every response's time in ms, as autocannon measured it (its own percentiles are whole milliseconds). */
async function responseTimes(options: autocannon.Options): Promise<number[]> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const run = autocannon(options, (error) => (error ? reject(error) : resolve(times)));
    run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/**
 * GET /api/health's response times twice: as fast as 2 connections go (the load generator and the
 * server then take both cores, so anything else running, the tick's database backend included,
 * queues them), and at a steady PACED_RATE requests a second, a busy server with room to spare.
 */
async function load(port: number): Promise<{ saturated: number[]; paced: number[] }> {
  const url = `http://127.0.0.1:${port}/api/health`;
  const saturated = await responseTimes({ url, connections: 2, duration: LOAD_SECONDS });
  const paced = await responseTimes({ url, connections: 4, overallRate: PACED_RATE, duration: LOAD_SECONDS });
  return { saturated, paced };
}

const percentile99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

/** Starts the bundled server on the scratch database; resolves once its scheduler thread (if any) has started. */
async function serve(url: string, interval: number) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-old-space-size=256', join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: url,
      REMINDER_INTERVAL_SECONDS: String(interval),
      OUTBOX_DIR: join(tempDir, 'server-outbox'),
      UPLOADS_DIR: join(tempDir, 'uploads'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The scheduler thread says when it starts ticking (after loading its own catalogue).
  let output = '';
  const ticking = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4096);
      if (output.includes('"reminder scheduler: ')) resolve();
    }),
  );
  await waitHealthy(`http://127.0.0.1:${port}/api/health`, child, 120_000);
  if (interval > 0) await ticking;
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { port, stop };
}

async function main() {
  const scratch = await createScratchDatabase(SERVER_URL, 'campuspath_scale');
  const handle = openDatabase(scratch.url);
  await migrateToLatest(handle.db);
  const catalog = loadCatalog(join(ROOT, 'data/catalog/catalog.json.gz'));
  const mailer = createMailer({
    outboxDir: join(tempDir, 'outbox'),
    from: 'CampusPath <bench@campuspath.local>',
    messageIdHost: 'bench.local',
  });
  const rows: string[] = [];
  let students = 0;
  try {
    for (const volume of VOLUMES) {
      const seeding = Date.now();
      await grow(handle.db, students, volume);
      students = volume;
      await sql`ANALYZE`.execute(handle.db);
      process.stdout.write(`${volume} students seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s\n`);
      const ticks: { ms: number; queries: number; sent: number; databaseMs: number }[] = [];
      for (let run = 0; run < 2; run += 1) {
        // Each query counted, and the time with at least one query in flight (a page's reads run
        // side by side): how much of the tick waits on the database and its round trips.
        let queries = 0;
        let databaseMs = 0;
        let inFlight = 0;
        let busySince = 0;
        const counter: KyselyPlugin = {
          transformQuery: ({ node }) => {
            queries += 1;
            if (inFlight++ === 0) busySince = performance.now();
            return node;
          },
          transformResult: async ({ result }) => {
            if (--inFlight === 0) databaseMs += performance.now() - busySince;
            return result;
          },
        };
        const scheduler = createReminderScheduler({
          db: handle.db.withPlugin(counter),
          catalog,
          mailer,
          secret: 'bench-secret-bench-secret-bench-secret',
          publicUrl: 'https://campuspath.bench',
          now: () => new Date(),
        });
        const tickStarted = performance.now();
        const result = await scheduler.tick();
        ticks.push({ ms: performance.now() - tickStarted, queries, sent: result.sent, databaseMs });
      }
      // Without the scheduler, with it, and both again: the baseline interleaved with the scenario,
      // so a machine that slows down or speeds up during the run moves both alike. Each p99 is
      // over the two runs' responses together.
      const times = {
        without: { saturated: [] as number[], paced: [] as number[] },
        during: { saturated: [] as number[], paced: [] as number[] },
      };
      for (let round = 0; round < 2; round += 1) {
        for (const [scenario, interval] of [
          ['without', 0],
          ['during', 1],
        ] as const) {
          const server = await serve(scratch.url, interval);
          const measured = await load(server.port);
          await server.stop();
          times[scenario].saturated.push(...measured.saturated);
          times[scenario].paced.push(...measured.paced);
        }
      }
      const without = { saturated: percentile99(times.without.saturated), paced: percentile99(times.without.paced) };
      const during = { saturated: percentile99(times.during.saturated), paced: percentile99(times.during.paced) };
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      const ratio = (busyP99: number, quietP99: number) => `${ms(busyP99)} (${(busyP99 / quietP99).toFixed(2)}x)`;
      const seconds = (ms: number) => (ms / 1000).toFixed(2);
      const line =
        `| ${volume.toLocaleString('en-US')} | ${seconds(ticks[0]!.ms)} s (${ticks[0]!.sent} sent, ${ticks[0]!.queries} queries, ${seconds(ticks[0]!.databaseMs)} s in the database) ` +
        `| ${seconds(ticks[1]!.ms)} s (${ticks[1]!.queries} queries, ${seconds(ticks[1]!.databaseMs)} s in the database) | ${ms(without.saturated)} | ${ratio(during.saturated, without.saturated)} ` +
        `| ${ms(without.paced)} | ${ratio(during.paced, without.paced)} |`;
      rows.push(line);
      process.stdout.write(`${line}\n`);
    }
  } finally {
    mailer.close();
    await handle.close();
    await stopAll();
    await scratch.drop();
  }
  process.stdout.write(
    `\n| students | first tick (sends) | second tick (steady) | /api/health p99 at full speed, scheduler off | same, scheduler thread ticking | p99 at ${PACED_RATE} req/s, scheduler off | same, ticking |\n|---:|---:|---:|---:|---:|---:|---:|\n` +
      rows.join('\n') +
      '\nTargets: tick at 100k <= 20 s and <= 12x the 10k tick; p99 while ticking <= 1.5x without.\n',
  );
}

await main();
