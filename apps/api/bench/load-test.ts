/**
 * Load test ("Load"): `npm run test:load`. Not part of `npm test`; loopback only.
 *
 * Builds the production server bundle and runs it, first on a temporary SQLite file, then on
 * PostgreSQL (a database created for the run on the server DATABASE_URL names, or else a private
 * cluster started on port 55441+ and deleted afterwards). Against each, LOAD_VUS virtual students
 * (default 200, started over the first seconds) work for LOAD_SECONDS (default 60) with a think
 * time of LOAD_THINK_MS on average (default 500) between requests: sign up and sign in, browse,
 * filter and search the catalogue, open school pages and the map, save schools, create and edit
 * applications, autosave an essay, upload small documents (virtual-student.ts).
 *
 * Prints requests/s and p50/p95/p99 by route, reads and writes against the targets (p99 reads
 * ≤ 50 ms, writes ≤ 150 ms), answers by status, and the server's RSS; then checks in the database
 * that every acknowledged write is there exactly once. Exits 1 on any 5xx, any request left
 * unanswered (timeout or dropped connection) or any lost or duplicated write; never on latency.
 * The server runs with AUTH_RATE_LIMIT_PER_IP raised to 1,000,000: every student signs up and in
 * from 127.0.0.1, which the default limit (30 per 15 minutes) would refuse after 30.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerBundle, pickPort, startServer, waitUntilReady, type ServerBundle } from '../src/faults/server-process.ts';
import { cataloguePaths, preflight, type CataloguePaths } from './load/catalogue-paths.ts';
import { LoadStats, sampleRss, type Outcome } from './load/load-stats.ts';
import { scratchPostgres, type LoadDatabase } from './load/scratch-postgres.ts';
import { verifyWrites } from './load/verify-writes.ts';
import { RoundRobin, runVirtualStudent, type StudentLedger } from './load/virtual-student.ts';

const VUS = Number(process.env.LOAD_VUS) || 200;
const SECONDS = Number(process.env.LOAD_SECONDS) || 60;
const THINK_MS = process.env.LOAD_THINK_MS ? Number(process.env.LOAD_THINK_MS) : 500;
const ENGINES = (process.env.LOAD_ENGINES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
const TARGETS = { readP99: 50, writeP99: 150 };
const SERVER_PORTS = [4735, 4736, 4737, 4738, 4739];
const POSTGRES_PORTS = [55441, 55445, 55446, 55447];

interface EngineResult {
  engine: string;
  failed: boolean;
}

async function runEngine(engine: string, bundle: ServerBundle, paths: CataloguePaths): Promise<EngineResult> {
  const dir = mkdtempSync(join(tmpdir(), `campuspath-load-${engine}-`));
  const database: LoadDatabase =
    engine === 'sqlite'
      ? { url: join(dir, 'load.sqlite'), describe: 'SQLite (WAL), a temporary file', remove: async () => undefined }
      : await scratchPostgres(POSTGRES_PORTS);
  const uploadsDir = join(dir, 'uploads');
  const server = startServer(bundle.serverJs, {
    port: await pickPort(SERVER_PORTS),
    databaseUrl: database.url,
    uploadsDir,
    outboxDir: join(dir, 'outbox'),
    env: { LOG_LEVEL: 'warn', REMINDER_INTERVAL_SECONDS: '60', AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' },
  });
  try {
    await waitUntilReady(server);
    await preflight(server.url, paths);
    console.log(`\n## ${engine}: ${database.describe}\n`);
    console.log(
      `${VUS} virtual students for ${SECONDS} s, think time ${THINK_MS} ms on average; load average at start ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
    );

    const stats = new LoadStats();
    const samples = new Map<string, string>();
    const rss = sampleRss(server.child.pid!);
    stats.start();
    const deadline = Date.now() + SECONDS * 1000;
    const rampMs = Math.min(10_000, SECONDS * 150);
    const context = {
      targets: new RoundRobin([server.url]),
      paths,
      stats,
      deadline,
      thinkMs: THINK_MS,
      onFailure: (route: string, outcome: Outcome, body: string) => {
        const key = `${route} → ${outcome}`;
        if (!samples.has(key)) samples.set(key, body);
      },
    };
    const ledgers: StudentLedger[] = await Promise.all(
      Array.from({ length: VUS }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i * rampMs) / VUS));
        return runVirtualStudent(context, i);
      }),
    );
    stats.stop();
    const memory = rss.stop();

    console.log(stats.table(TARGETS));
    const total = [...stats.failures().values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `\nServer RSS: ${memory.first.toFixed(0)} MB at start, ${memory.peak.toFixed(0)} MB peak, ${memory.last.toFixed(0)} MB at the end`,
    );
    console.log(
      `5xx or unanswered: ${total === 0 ? 'none' : [...stats.failures()].map(([outcome, count]) => `${outcome}×${count}`).join(', ')}`,
    );
    for (const [key, body] of samples) console.log(`  first ${key}: ${body}`);
    const errors = server.logs.filter((line) => (line.level ?? 0) >= 50).slice(0, 5);
    for (const line of errors) console.log(`  server log: ${JSON.stringify(line).slice(0, 400)}`);

    const exit = await server.stop('SIGTERM');
    const verification = await verifyWrites(database.url, uploadsDir, ledgers);
    const signedUp = ledgers.filter((ledger) => ledger.signedUp).length;
    console.log(
      `\nWrites verified in the database: ${verification.checked} acknowledged writes of ${signedUp} students; ` +
        (verification.problems.length === 0 ? 'none lost, none duplicated' : `${verification.problems.length} PROBLEMS`),
    );
    for (const problem of verification.problems.slice(0, 20)) console.log(`  ${problem}`);
    console.log(`Server stopped with SIGTERM: exit code ${exit.code}`);
    return { engine, failed: total > 0 || verification.problems.length > 0 };
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) await server.stop('SIGKILL').catch(() => undefined);
    await database.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log('# CampusPath load test');
  const bundle = await buildServerBundle('load');
  try {
    const paths = cataloguePaths();
    const results: EngineResult[] = [];
    for (const engine of ENGINES) {
      if (engine !== 'sqlite' && engine !== 'postgres') throw new Error(`LOAD_ENGINES: unknown engine ${engine} (sqlite, postgres)`);
      results.push(await runEngine(engine, bundle, paths));
    }
    const failed = results.filter((result) => result.failed);
    console.log(
      `\n${failed.length === 0 ? 'PASS' : `FAIL (${failed.map((result) => result.engine).join(', ')})`}: 5xx, unanswered requests and lost or duplicated writes decide; latency is reported, never failed on.`,
    );
    process.exitCode = failed.length === 0 ? 0 : 1;
  } finally {
    bundle.remove();
  }
}

// Exits once the report is printed instead of waiting for the HTTP client's idle keep-alive sockets.
main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
